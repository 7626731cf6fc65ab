import logoUrl from "../../assets/logo.svg";

export function Logo({ className = "h-8 w-auto" }: { className?: string }) {
  return <img src={logoUrl} alt="Arthshala" width={131} height={32} className={className} />;
}
