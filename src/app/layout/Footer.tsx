export function Footer() {
  return (
    <footer className="border-t border-pool-200 bg-pool-900 px-4 py-4 text-center text-white">
      © {new Date().getFullYear()} Poolside. All rights reserved
    </footer>
  );
}
