export default function ScanPassesRoute() {
  return <h1 className="text-2xl font-bold">Scan Meal Passes</h1>;
}
