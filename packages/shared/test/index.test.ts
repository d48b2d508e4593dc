import { describe, expect, it } from 'vitest';
import * as shared from '@warehouse/shared';
import { parseReading } from '@warehouse/shared/reader/parse';
import { concludePickingList } from '@warehouse/shared/rules/picking-list';

describe('package entry points', () => {
  it('the main entry exports the public API', () => {
    for (const name of [
      'messages',
      'parseReading',
      'tryParseReading',
      'ReaderParseError',
      'validateSingleTag',
      'parseGs1',
      'parseIncomingBarcode',
      'parseSpecBarcode',
      'rowStatus',
      'isPickComplete',
      'isPickClosed',
      'touchState',
      'validateQuantity',
      'rowClass',
      'concludePickingList',
      'suspendPickingList',
      'closeStore',
      'exitStore',
      'deleteStoreRow',
      'concludeOrderPacking',
      'suspendOrderPacking',
      'concludeInventoryCount',
      'suspendInventoryCount',
      'exitListInventory',
      'exitFreeInventory',
      'exitPackagePreparation',
      'parentDocumentState',
      'isSupervisor',
      'isEnabled',
      'checkPackageMeasures',
      'isPackageClosable',
      'isPackageLoadable',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it('subpaths resolve to the same modules', () => {
    expect(parseReading).toBe(shared.parseReading);
    expect(concludePickingList).toBe(shared.concludePickingList);
  });
});
