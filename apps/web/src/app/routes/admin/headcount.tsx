export default function HeadcountRoute() {
  return <h1 className="text-2xl font-bold">Headcount</h1>;
}
