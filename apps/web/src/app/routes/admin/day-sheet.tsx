export default function DaySheetRoute() {
  return <h1 className="text-2xl font-bold">Day Sheet</h1>;
}
