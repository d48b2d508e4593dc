import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Action, ModelDefinition } from '../models/types';
import type { Services } from '../services/services';

/** What a `?do=` action gets from the generic route. */
export interface ActionContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  model: ModelDefinition;
  /** The record of `/{model}/{id}?do=…`; undefined for a collection action `/{model}?do=…`. */
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
