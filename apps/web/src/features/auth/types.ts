/** The user part of better-auth's get-session answer (admin plugin adds `role`). */
export interface SessionUser {
  id: string;
  name?: string | null;
  email: string;
  image?: string | null;
  /** 'user' or 'admin'; the admin plugin allows a comma-separated list. */
  role?: string | null;
  emailVerified?: boolean;
}

export interface Session {
  session: { id: string; userId: string; expiresAt: string; [key: string]: unknown };
  user: SessionUser;
}
