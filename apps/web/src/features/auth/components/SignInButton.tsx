import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { currentReturnPath, openSignInPopup, prefetchProviders } from "../popup";

interface SignInButtonProps {
  size?: "sm" | "md" | "lg";
  variant?: "primary" | "inverse";
  block?: boolean;
  className?: string;
  /** Called after the popup opened (or the sign-in page was chosen), e.g. to close the mobile menu. */
  onOpened?: () => void;
}

/**
 * "Sign up / Login": opens the identity-provider popup (or the built-in form in one) on a desktop; on a
 * phone, or where popups are blocked, goes to the sign-in page, which returns here afterwards.
 */
export function SignInButton({ size = "md", variant, block, className, onOpened }: SignInButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
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
        void openSignInPopup(queryClient, { next: currentReturnPath(location), navigate });
        onOpened?.();
      }}
    >
      {t("account.signIn")}
    </Button>
  );
}
