import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Action, ModelDefinition } from '../models/types';
import type { Services } from '../api/services';
import { bulkUpdateRows, bulkUpdateSignatures, deleteRows } from './project-actions';
import { printSingleBarcode } from './print-single-barcode';
import { concludePacking, suspendPacking } from './order-packing';

export interface ActionContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  model: ModelDefinition;
  id: number | undefined;
}

export interface CustomAction {
  model: string;
  name: string;
  methods: string[];
  /** The permission the user needs on the model. */
  permission: Action;
  run(ctx: ActionContext): Promise<unknown>;
}

/** Every `?do=` action; a new one is one more entry. */
const actions: CustomAction[] = [
  bulkUpdateRows,
  bulkUpdateSignatures,
  deleteRows,
  printSingleBarcode,
  concludePacking,
  suspendPacking,
];

export function findAction(model: string, name: string, method: string): CustomAction | undefined {
  return actions.find((a) => a.model === model && a.name === name && a.methods.includes(method));
}
