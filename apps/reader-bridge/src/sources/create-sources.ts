import type { BridgeOptions } from '../cli/options';
import { ReplaySource } from './replay-source';
import { SerialSource } from './serial-source';
import { SimulatorSource } from './simulator-source';
import { StdinSource } from './stdin-source';
import { TcpClientSource } from './tcp-client-source';
import { TcpListenSource } from './tcp-listen-source';
import type { Source, SourceContext } from './source';

/** One source for each input named on the command line. */
export function createSources(options: BridgeOptions, context: SourceContext): Source[] {
  return [
    ...(options.stdin ? [new StdinSource(context)] : []),
    ...options.tcp.map((target) => new TcpClientSource(target, context)),
    ...options.listenTcp.map((bind) => new TcpListenSource(bind, context)),
    ...options.serial.map((path) => new SerialSource(path, options.baud, context)),
    ...options.simulate.map((kind) => new SimulatorSource(kind, options.rate, context)),
    ...options.replay.map((file) => new ReplaySource(file, options.rate, options.loop, context)),
  ];
}
