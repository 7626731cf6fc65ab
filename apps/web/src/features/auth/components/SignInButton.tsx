import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { openSignInPopup, prefetchProviders } from "../popup";

interface SignInButtonProps {
  size?: "sm" | "md" | "lg";
  variant?: "primary" | "inverse";
  block?: boolean;
  className?: string;
  /** Called after the popup opened, e.g. to close the mobile menu. */
  onOpened?: () => void;
}

/** "Sign up / Login": opens the identity-provider popup (or the built-in form in one). */
export function SignInButton({ size = "md", variant, block, className, onOpened }: SignInButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Ask which sign-in runs as soon as the pointer or focus arrives, so the click opens the popup at once.
  const warm = () => prefetchProviders(queryClient);
  return (
    <Button
      size={size}
      variant={variant}
      block={block}
      className={className}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => {
        void openSignInPopup(queryClient);
        onOpened?.();
      }}
    >
      {t("account.signIn")}
    </Button>
  );
}
