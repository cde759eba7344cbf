export default function MealPassRoute() {
  return <h1 className="text-2xl font-bold">Meal Pass
Checkout</h1>;
}
