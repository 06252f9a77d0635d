import type { MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './generated/schema';

type Schemas = components['schemas'];

export type ErrorCode = Schemas['ErrorCode'];
export type FieldRule = Schemas['FieldRule'];
export type FieldError = Schemas['FieldError'];
export type FieldErrors = Schemas['FieldErrors'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type LoginType = Schemas['LoginType'];
export type RegisterMethod = Schemas['RegisterMethod'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MemberInfo = Schemas['MemberInfo'];
export type MemberType = Schemas['MemberType'];
export type Balance = Schemas['Balance'];

/** The HTTP methods the contract uses, lower case as openapi-react-query keys them. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Paths of the contract that define `method`. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

/** The operation object behind `method path`. */
export type Operation<M extends HttpMethod, P extends PathWith<M>> = paths[P] extends {
  [K in M]: infer O;
}
  ? O
  : never;

/** openapi-fetch's init (params, body) for `method path`; undefined when nothing is required. */
export type OperationInit<M extends HttpMethod, P extends PathWith<M>> = MaybeOptionalInit<
  paths[P],
  M & keyof paths[P]
>;

/** What the success envelope of `method path` carries in `value`. */
export type SuccessValue<M extends HttpMethod, P extends PathWith<M>> =
  Operation<M, P> extends {
    responses: { 200: { content: { 'application/json': { value: infer V } } } };
  }
    ? V
    : never;

/** The JSON request body of `method path`, or void when it takes none. */
export type RequestBody<M extends HttpMethod, P extends PathWith<M>> =
  Operation<M, P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : void;
