import { useSession } from '@/features/auth/api/get-session';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { AdminProfileCard } from '@/features/users/components/admin-profile-card';

/** /admin/adminprofile: the signed-in admin (the admin guard has already checked the session). */
export default function AdminProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold sm:text-3xl">Admin Profile</h1>
      <AdminProfileCard
        name={user.name}
        email={user.email}
        avatar={<UserAvatar user={user} size={112} alt={`Photo of ${user.name || user.email}`} />}
      />
    </section>
  );
}
