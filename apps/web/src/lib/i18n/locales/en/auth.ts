/**
 * Sign in, sign up, password reset, email confirmation. The server's own messages come in the language
 * `api()` asks for (Accept-Language), so they are shown as they come.
 */
export default {
  fillAllFields: "Please fill in all fields.",
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: "Password must be at least {{min}} characters.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  verifyInvalid:
    "This confirmation link is invalid or has expired. Sign in and ask for a new one from your home page.",
  email: "Email",
  password: "Password",
  name: "Name",
  confirmPassword: "Confirm password",
  signIn: {
    title: "Sign in",
    subtitle: "Welcome back! Pick up where you left off.",
    newHere: "New to Arthshala?",
    createAccount: "Create an account",
    forgot: "Forgot your password?",
    pending: "Signing in…",
    submit: "Sign in",
  },
  signUp: {
    title: "Create your account",
    subtitle: "Free, bite-sized lessons that make money simple.",
    haveAccount: "Already have an account?",
    logIn: "Log In",
    newsletter: "Subscribe to our newsletter",
    pending: "Creating account…",
    submit: "Sign up",
  },
  forgot: {
    title: "Forgot your password?",
    subtitle: "Enter your email and we'll send you a link to choose a new one.",
    checkEmail: "Check your email",
    back: "Back to sign in",
    pending: "Sending…",
    submit: "Send reset link",
  },
  reset: {
    notWorking: "Link not working?",
    askNew: "Ask for a new one",
    title: "Reset your password",
    changed: "Password changed",
    choose: "Choose a new password",
    newPassword: "New password",
    confirmNew: "Confirm new password",
    pending: "Saving…",
    submit: "Change password",
  },
  verify: {
    title: "Confirm your email",
    confirmed: "Email confirmed",
    goHome: "Go to your home page",
    confirming: "Confirming your email",
  },
  banner: {
    title: "Please confirm your email",
    sentTo: "We sent a link to",
    text: "Open it to confirm the address is yours, so you can always get back into your account.",
    pending: "Sending…",
    resend: "Resend the link",
    close: "Close",
  },
  social: {
    or: "or",
    signIn: "Sign in with your identity provider",
    signUp: "Sign up with your identity provider",
  },
  done: {
    finishing: "Finishing sign-in",
    failed: "Sign-in failed",
  },
  /** The toast on the page a learner returns to after signing in on the same page (not in a popup). */
  welcome: {
    signedIn: "Signed in as {{name}}.",
    signedUp: "Welcome, {{name}}! Your account is ready and you're signed in.",
  },
} as const;
