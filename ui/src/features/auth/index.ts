// Login in two steps: mail and password, then the authenticator code.
export { LoginPage } from './components/login-page.tsx';
