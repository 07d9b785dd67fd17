// The schema of a route of the signed-in member's own account (issue 30: account.ts, phone.ts and the WhatsApp
// setting each wrote the tag and the token requirement out): the OpenAPI tag `account` and the bearer token, then the
// route's own parts. The keys keep the order the schemas were written in, so the OpenAPI document is unchanged.

/** The OpenAPI security requirement of a route that takes the bearer token. */
export const tokenSecurity = [{ token: [] }];
const TAGS = ['account'];

/** `parts`: what the route validates (body, params...) and its `response`. */
export function accountRouteSchema<const Parts extends { response: object }>(
  summary: string,
  description: string,
  parts: Parts,
) {
  return { tags: TAGS, summary, description, security: tokenSecurity, ...parts } as const;
}
