import { t } from '@lingui/core/macro';
import { useSession } from '@/features/auth/api/get-session';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { AdminProfileCard } from '@/features/users/components/admin-profile-card';

/** /admin/adminprofile: the signed-in admin (the admin guard has already checked the session). */
export default function AdminProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  const who = user.name || user.email;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold sm:text-3xl">{t`Admin Profile`}</h1>
      <AdminProfileCard
        name={user.name}
        email={user.email}
        avatar={<UserAvatar user={user} size={112} alt={t`Photo of ${who}`} />}
      />
    </section>
  );
}
