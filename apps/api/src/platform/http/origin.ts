import type { Config } from "../config.js";

/**
 * The origin used in links we send (password reset, OIDC redirect). Never taken from the request's Host
 * header, which an attacker controls; set PUBLIC_URL in production.
 */
export function publicOrigin(config: Config): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
