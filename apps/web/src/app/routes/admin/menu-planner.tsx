export default function MenuPlannerRoute() {
  return <h1 className="text-2xl font-bold">Menu Planner</h1>;
}
