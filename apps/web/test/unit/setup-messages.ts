// The module screens' texts (`m.packing`, …): the app's module chunks import them with themselves
// (messages/feature-messages.ts); unit tests import the modules' files directly.
import '../../src/messages/feature-messages';
