import type { FastifyReply, FastifyRequest } from 'fastify';

/** The captcha's id travels in this cookie: the login payload of §3 carries only the answer. */
export const CAPTCHA_COOKIE = 'captcha';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function setCaptchaCookie(reply: FastifyReply, id: string, maxAgeSeconds: number): void {
  reply.header(
    'set-cookie',
    `${CAPTCHA_COOKIE}=${encodeURIComponent(id)}; Path=/wps; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict`,
  );
}

export const captchaIdOf = (request: FastifyRequest): string | undefined => readCookie(request, CAPTCHA_COOKIE);
