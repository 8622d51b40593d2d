import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, createEmailVerificationToken } from 'better-auth/api';
import { genericOAuth, jwt } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  VERIFIED_CALLBACK,
  PASSWORD_MIN_LENGTH,
} from '@volunteering/shared/constants';
import { EmailSchema, NameSchema, PasswordSchema, PhotoUrlSchema } from '@volunteering/shared/account-schemas';
import type { Config } from '../config.ts';
import { scrub, scrubbedJson } from '../logging.ts';
import type { SessionCache } from './session-cache.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@volunteering/shared/i18n/languages';
import { PREFERENCE_COOKIE_MAX_AGE_S } from '@volunteering/shared/preferences';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { pagePath } from '@volunteering/shared/pages';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { languageOfHeaders } from '../i18n/request-language.ts';
import { accountLanguage, answerIn, schemaAnswerIn, textsIn } from '../i18n/texts-in.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** Body fields checked by our shared policy before better-auth sees them, per auth path. */
const bodyPolicies: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({ name: NameSchema, image: PhotoUrlSchema.optional(), email: EmailSchema, password: PasswordSchema }),
  '/reset-password': z.object({ newPassword: PasswordSchema }),
  '/change-password': z.object({ newPassword: PasswordSchema }),
  '/update-user': z.object({ name: NameSchema.optional(), image: PhotoUrlSchema.nullable().optional() }),
};

/** better-auth keeps each reset link as a verification row `reset-password:<token>` valued with the user's id. */
const RESET_LINK = 'reset-password:%';

/** better-auth's notes about a client's own mistake (an origin or a return address not ours): warnings, not errors. */
const CLIENT_MISTAKES = [/^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/, /^Blocked cross-site navigation login attempt/];

/** The address a sign-in names, as the failures are kept: lower-cased. */
const signInAddress = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
};

export function createAuth(opts: { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger; now?: () => Date; sessions: SessionCache }) {
  const { config, mailer, log } = opts;
  const throttle = createSignInThrottle({ db: opts.db, now: opts.now ?? (() => new Date()) });
  /** A new password voids every reset link still out for the account: one used, or none needed. */
  const voidResetLinks = async (userId: string) => {
    await opts.db.delete(schema.verification).where(and(eq(schema.verification.value, userId), like(schema.verification.identifier, RESET_LINK)));
  };
  type Person = { id: string; name: string; email: string; language?: unknown };
  const mailConfirmation = async (user: Person, url: string) => {
    const texts = textsIn(verificationTexts, accountLanguage(user.language));
    await mailer.send({ to: user.email, subject: texts.verifySubject, text: texts.verifyBody(user.name, url), kind: 'confirmation' });
  };
  /** The link better-auth's own mails carry: bound to the account, back to Home. */
  const sendConfirmation = async (user: Person) => {
    const token = await createEmailVerificationToken(config.authSecret, user.email, undefined, EMAIL_VERIFICATION_TTL_SECONDS, { userId: user.id });
    await mailConfirmation(user, `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`);
  };

  return betterAuth({
    appName: 'Volunteer Hub',
    // better-auth's own notes (e.g. "Invalid password") go to the app's pino logger, never the console.
    // No explicit `level` (it defaults to warn): with one set, better-auth also echoes every APIError
    // through its global console logger, outside this `log`.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        const details = args.filter((a) => a !== err);
        const shown = level === 'error' && CLIENT_MISTAKES.some((mistake) => mistake.test(message)) ? 'warn' : level;
        // Scrubbed like every log line (logging.ts): no e-mail addresses or tokens.
        log[shown]({ ...(err ? { err } : {}), ...(details.length > 0 ? { details: scrubbedJson(details) } : {}) }, `better-auth: ${scrub(message)}`);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(opts.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      // Sign-up signs nobody in: the answer is the same whether or not the address has an account
      // (better-auth answers a known one with a made-up user), and the confirmation link signs in.
      autoSignIn: false,
      // An address not yet confirmed gets nothing but its link (issue 16): a new one, then.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) return sendConfirmation(user);
        const texts = textsIn(verificationTexts, accountLanguage((user as typeof user & { language?: unknown }).language));
        const login = `${config.publicUrl}${pagePath('login')}`;
        const reset = `${config.publicUrl}${pagePath('forgotPassword')}`;
        await mailer.send({ to: user.email, subject: texts.existingSubject, text: texts.existingBody(user.name, login, reset), kind: 'signUpNotice' });
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // A new password set through the mailed link also ends the wait after wrong passwords.
      onPasswordReset: async ({ user }) => {
        await voidResetLinks(user.id);
        await throttle.cleared(user.email.toLowerCase());
      },
      sendResetPassword: async ({ user, url }) => {
        // Not to an address nobody has confirmed: following the sign-up's link signs in, and a reset can follow.
        if (!user.emailVerified) return;
        const mail = textsIn(mailTexts, accountLanguage((user as typeof user & { language?: unknown }).language));
        await mailer.send({ to: user.email, subject: mail.resetSubject, text: mail.resetBody(user.name, url), kind: 'passwordReset' });
      },
    },
    // Issue 16: a new address is confirmed by a link before it creates, joins or announces.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => mailConfirmation(user, url),
    },
    user: {
      // Read-only through better-auth: set when the account is made, changed by PUT /api/me/language.
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
        // member, moderator or admin (issue 16): never chosen at sign-up; ADMIN_EMAILS and admins set it.
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
      },
    },
    databaseHooks: {
      // A suspended account signs in nowhere (issue 16): no session, so no access token either.
      // A session ended or changed, an account changed or deleted: read again (decision 076).
      session: {
        update: { after: async (session) => opts.sessions.forgetUser(session.userId) },
        delete: { after: async (session) => opts.sessions.forgetUser(session.userId) },
        create: {
          before: async (session, ctx) => {
            const [owner] = await opts.db.select({ suspendedAt: schema.user.suspendedAt }).from(schema.user).where(eq(schema.user.id, session.userId));
            if (owner?.suspendedAt) throw new APIError('FORBIDDEN', answerIn(messageOf(moderationTexts, 'suspendedSignIn'), languageOfHeaders(ctx?.headers)));
          },
        },
      },
      user: {
        update: { after: async (user) => opts.sessions.forgetUser(user.id) },
        delete: { after: async (user) => opts.sessions.forgetUser(user.id) },
        create: {
          // A new account speaks the language of the page it was made on.
          before: async (user, ctx) => ({
            data: {
              ...user,
              // Google confirmed the address already (issue 16).
              emailVerified: user.emailVerified || Boolean(ctx?.path?.startsWith('/oauth2/callback')),
              language: languageOfHeaders(ctx?.headers) satisfies Language,
              role: config.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'member',
            },
          }),
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimitMax },
        '/sign-up/email': { window: 60, max: config.authRateLimitMax },
        '/request-password-reset': { window: 60, max: config.authRateLimitMax },
        '/send-verification-email': { window: 60, max: config.authRateLimitMax },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: ['x-forwarded-for'] } },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.session?.user.id;
        const returned = ctx.context.returned;
        if (ctx.path === '/change-password' && userId && !(returned instanceof Error)) await voidResetLinks(userId);
        const signingIn = ctx.path === '/sign-in/email' ? signInAddress(ctx.body) : undefined;
        if (signingIn !== undefined) {
          if (!(returned instanceof Error)) await throttle.cleared(signingIn);
          else if ((returned as { body?: { code?: unknown } }).body?.code === 'INVALID_EMAIL_OR_PASSWORD') await throttle.failed(signingIn);
        }
        // Signed in, by password or Google, on a browser that chose no language: the pages speak the account's from here (issue 37).
        const language = (ctx.context.newSession?.user as { language?: unknown } | undefined)?.language;
        const chosen =
          ctx.headers
            ?.get('cookie')
            ?.split(';')
            .some((pair) => pair.trim().startsWith(`${LANGUAGE_COOKIE}=`)) ?? false;
        if (isLanguage(language) && !chosen && !(returned instanceof Error)) {
          ctx.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: PREFERENCE_COOKIE_MAX_AGE_S, sameSite: 'lax', httpOnly: false });
        }
      }),
      before: createAuthMiddleware(async (ctx) => {
        // Issue 35: after repeated wrong passwords the account waits, from wherever they come.
        const signingIn = ctx.path === '/sign-in/email' ? signInAddress(ctx.body) : undefined;
        const language = languageOfHeaders(ctx.headers);
        if (signingIn !== undefined) await throttle.check(signingIn, language);
        const policy = bodyPolicies[ctx.path];
        // A followed confirmation link lands on Home, which says so; never on an address the client chose.
        const confirming = ctx.path === '/sign-up/email' || ctx.path === '/send-verification-email';
        if (!policy) return confirming ? { context: { body: { ...ctx.body, callbackURL: VERIFIED_CALLBACK } } } : undefined;
        const result = policy.safeParse(ctx.body ?? {});
        if (!result.success) {
          // The first field's message, with every field's (decision 049), in the caller's language.
          const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), ...schemaAnswerIn(issue.message, language) }));
          throw new APIError('BAD_REQUEST', { ...errors[0], errors });
        }
        if (confirming) return { context: { body: { ...ctx.body, callbackURL: VERIFIED_CALLBACK } } };
      }),
    },
    plugins: [
      // Google through OpenID Connect discovery, so a local provider can stand in for it in tests.
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
      jwt({
        jwt: {
          expirationTime: ACCESS_TOKEN_TTL_SECONDS + 's',
          definePayload: ({ user, session }) => ({ email: user.email, name: user.name, sid: session.id }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
