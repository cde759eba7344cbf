export default function MenuRoute() {
  return <h1 className="text-2xl font-bold">Menu
Create Account
Login
Reset Password</h1>;
}
