export default function Page() {
  return <main>hubspot-error</main>;
}
