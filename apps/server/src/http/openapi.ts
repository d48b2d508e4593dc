import type { ColumnType, ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { VERSION } from './info-version';

const schemaOf: Record<ColumnType, object> = {
  id: { type: 'integer' },
  integer: { type: 'integer' },
  decimal: { type: 'number' },
  string: { type: 'string', maxLength: 255 },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  json: {},
};

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, ...json(ref('Error')) });

function recordSchema(model: ModelDefinition) {
  const properties: Record<string, object> = {};
  for (const [column, type] of Object.entries(model.columns)) {
    if (!model.hidden?.includes(column)) properties[column] = schemaOf[type];
  }
  for (const name of Object.keys(model.include)) {
    const association = model.associations[name]!;
    properties[name] =
      association.kind === 'belongsTo'
        ? ref(association.model)
        : { type: 'array', items: ref(association.model) };
  }
  for (const field of model.files) properties[field] = { type: 'array', items: ref('File') };
  return { type: 'object', properties };
}

function writeSchema(model: ModelDefinition) {
  const properties: Record<string, object> = {};
  for (const field of model.writable) properties[field] = schemaOf[model.columns[field]!];
  for (const field of model.virtualWritable) properties[field] = { type: 'string' };
  if (model.lockVersion) properties.lock_version = { type: 'integer' };
  const inner = { type: 'object', properties, required: [...model.required] };
  return { type: 'object', properties: { [model.singular]: inner, [model.name]: inner } };
}

const listParameters: object[] = [
  {
    name: 'q',
    in: 'query',
    style: 'deepObject',
    explode: true,
    schema: { type: 'object' },
    description: 'Ransack filters, e.g. q[name_cont]=abc, q[s]=name asc',
  },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'per', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'count', in: 'query', schema: { type: 'boolean' } },
  { name: 'always_ok', in: 'query', schema: { type: 'boolean' } },
];
const presentationDescription =
  'Client-driven presentation: a[only][]=<column>, a[except][]=<column>, a[methods][]=<computed field or file>, ' +
  'a[include][<association>][only][]=… (nested, same keys). Given, it replaces the default presentation ' +
  '(see /info/dsl). An unknown name is a 400 naming it; an association to a model the user may not read is a 403.';
const presentationParameters = ['a', 'json_attrs'].map((name) => ({
  name,
  in: 'query',
  style: 'deepObject',
  explode: true,
  schema: ref('Presentation'),
  description: name === 'a' ? presentationDescription : 'The same as a',
}));
listParameters.push(...presentationParameters);
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const idsParameter = {
  name: 'ids',
  in: 'query',
  required: true,
  schema: { type: 'string' },
  description: 'The records: 1,2,3',
};
/** A bulk write's per-record versions: a stale one makes the whole request a 409 naming each. */
const lockVersionsSchema = {
  type: 'object',
  description: 'Each record\'s lock_version by id ({"12": 3}); records not named are not checked',
  additionalProperties: { type: 'integer' },
};
const staleResponse = errorResponse(
  'A lock_version sent is stale: nothing written; `stale: [{id, lock_version}]` names every such record',
);

/** An OpenAPI 3 document of the whole API, generated from the model registry. */
export function buildOpenApi(registry: ModelRegistry) {
  const schemas: Record<string, object> = {
    Error: {
      type: 'object',
      properties: {
        error: { type: 'string', description: 'Italian, fit to show an operator' },
        id: {
          type: 'string',
          description:
            'Stable: invalid_input, unauthenticated, forbidden, not_found, stale_record, constraint, …',
        },
      },
      required: ['error', 'id'],
    },
    Presentation: {
      type: 'object',
      properties: {
        only: { type: 'array', items: { type: 'string' } },
        except: { type: 'array', items: { type: 'string' } },
        methods: { type: 'array', items: { type: 'string' } },
        include: { type: 'object', additionalProperties: ref('Presentation') },
      },
    },
    File: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        filename: { type: 'string' },
        content_type: { type: 'string' },
        url: { type: 'string' },
      },
    },
  };
  const paths: Record<string, object> = {
    '/authenticate': {
      post: {
        summary: 'Log in with email and password, or with an access token',
        security: [],
        requestBody: json({
          oneOf: [
            {
              type: 'object',
              properties: {
                auth: {
                  type: 'object',
                  properties: { email: { type: 'string' }, password: { type: 'string' } },
                },
              },
            },
            { type: 'object', properties: { atoken: { type: 'string' } } },
          ],
        }),
        responses: {
          200: { description: 'The user; the JWT is in the token header', ...json(ref('users')) },
          401: errorResponse('Utente o password non validi'),
          429: errorResponse('Too many failures'),
        },
      },
    },
    '/info/version': {
      get: {
        security: [],
        responses: {
          200: {
            description: 'Version',
            ...json({ type: 'object', properties: { version: { type: 'string' } } }),
          },
        },
      },
    },
    '/info/heartbeat': {
      get: {
        responses: {
          200: {
            description: 'The current user; the renewed token is in the token header',
            ...json(ref('users')),
          },
        },
      },
    },
    '/info/schema': {
      get: {
        responses: { 200: { description: 'Per readable model: fields and types, associations, methods' } },
      },
    },
    '/info/dsl': {
      get: {
        responses: {
          200: { description: 'Per readable model: its default presentation, in the terms of a' },
        },
      },
    },
    '/info/translations': {
      get: {
        parameters: [{ name: 'locale', in: 'query', schema: { type: 'string', default: 'it' } }],
        responses: { 200: { description: 'The message catalogue as nested JSON' } },
      },
    },
    '/info/ntp': {
      get: {
        responses: {
          200: {
            description: "The server's time",
            ...json({
              type: 'object',
              properties: { time: { type: 'string', format: 'date-time' }, epoch_ms: { type: 'integer' } },
            }),
          },
        },
      },
    },
    '/info/swagger': { get: { security: [], responses: { 200: { description: 'This document' } } } },
    '/info/roles': {
      get: { responses: { 200: { description: 'Roles', ...json({ type: 'array', items: ref('roles') }) } } },
    },
    '/info/settings': {
      get: {
        responses: {
          200: {
            description: 'Settings grouped by namespace',
            ...json({
              type: 'object',
              additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
            }),
          },
        },
      },
    },
    '/info/openapi': { get: { security: [], responses: { 200: { description: 'This document' } } } },
    '/files/{key}': {
      get: {
        description: "A stored file, by the random key of its `url`; needs read access to the file's record",
        parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          200: { description: 'The file' },
          403: errorResponse('The user may not read the record the file belongs to'),
          404: errorResponse('No such file'),
        },
      },
    },
  };
  for (const model of registry.all()) {
    schemas[model.name] = recordSchema(model);
    const tag = [model.name];
    const list = {
      description: 'Records',
      headers: { 'Content-Range': { schema: { type: 'string' } } },
      ...json({ type: 'array', items: ref(model.name) }),
    };
    const one = { description: 'The record', ...json(ref(model.name)) };
    paths[`/${model.name}`] = {
      get: {
        tags: tag,
        parameters: listParameters,
        responses: {
          200: list,
          400: errorResponse('Unknown filter'),
          404: { description: 'Empty list: []' },
        },
      },
      post: {
        tags: tag,
        requestBody: json(writeSchema(model)),
        responses: { 200: one, 422: errorResponse('Validation failed') },
      },
    };
    paths[`/${model.name}/search`] = {
      post: {
        tags: tag,
        parameters: listParameters,
        requestBody: json({ type: 'object', properties: { q: { type: 'object' } } }),
        responses: { 200: list, 404: { description: 'Empty list: []' } },
      },
    };
    paths[`/${model.name}/{id}`] = {
      get: {
        tags: tag,
        parameters: [idParameter, ...presentationParameters],
        responses: { 200: one, 404: errorResponse('Not found') },
      },
      put: {
        tags: tag,
        parameters: [idParameter],
        requestBody: json(writeSchema(model)),
        responses: {
          200: one,
          409: errorResponse('Stale lock_version'),
          422: errorResponse('Validation failed'),
        },
      },
      patch: {
        tags: tag,
        parameters: [idParameter],
        requestBody: json(writeSchema(model)),
        responses: { 200: one, 409: errorResponse('Stale lock_version') },
      },
      delete: {
        tags: tag,
        parameters: model.lockVersion
          ? [
              idParameter,
              {
                name: 'lock_version',
                in: 'query',
                required: false,
                schema: { type: 'integer' },
                description:
                  'The version the client saw (or {"lock_version": n} in a JSON body); absent: not checked',
              },
            ]
          : [idParameter],
        responses: {
          200: one,
          404: errorResponse('Not found'),
          ...(model.lockVersion ? { 409: staleResponse } : {}),
          422: errorResponse('Still in use'),
        },
      },
    };
    const many = { description: 'The records', ...json({ type: 'array', items: ref(model.name) }) };
    const bulk = {
      put: {
        tags: tag,
        summary: 'Update these records with the same values, in one transaction',
        parameters: [idsParameter],
        requestBody: json(writeSchema(model)),
        responses: {
          200: many,
          404: errorResponse('One of them does not exist'),
          409: errorResponse('Stale'),
        },
      },
      delete: {
        tags: tag,
        summary: 'Delete these records in one transaction',
        parameters: [idsParameter],
        ...(model.lockVersion
          ? {
              requestBody: {
                required: false,
                ...json({ type: 'object', properties: { lock_versions: lockVersionsSchema } }),
              },
            }
          : {}),
        responses: {
          200: many,
          404: errorResponse('One of them does not exist'),
          ...(model.lockVersion ? { 409: staleResponse } : {}),
          422: errorResponse('In use'),
        },
      },
    };
    paths[`/${model.name}/multi`] = { ...bulk, patch: bulk.put };
    paths[`/${model.name}/{id}/multi`] = {
      put: { ...bulk.put, parameters: [idParameter, idsParameter] },
      patch: { ...bulk.put, parameters: [idParameter, idsParameter] },
      delete: { ...bulk.delete, parameters: [idParameter, idsParameter] },
    };
  }
  paths['/{model}/custom_action/{action}'] = {
    summary: 'A custom action by path: the same as ?do={action} (GET, POST, PUT, PATCH, DELETE)',
    parameters: [
      { name: 'model', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'action', in: 'path', required: true, schema: { type: 'string' } },
      // The commands that answer a record present it as the client asks, as a read does.
      ...presentationParameters.map((parameter) => ({
        ...parameter,
        description:
          parameter.name === 'a'
            ? `For the commands that answer a record (picks: add_reading, store_picked): ${presentationDescription}`
            : 'The same as a',
      })),
    ],
    post: {
      responses: { 200: { description: 'What the action answers' }, 404: errorResponse('No such action') },
    },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Warehouse API', version: VERSION },
    servers: [{ url: '/api/v2' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
    },
    paths,
  };
}
