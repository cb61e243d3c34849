export default function Page() {
  return <main>landing</main>;
}
