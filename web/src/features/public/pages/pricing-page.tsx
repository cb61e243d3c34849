export default function Page() {
  return <main>pricing</main>;
}
