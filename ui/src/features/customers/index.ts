// The sales partner's customers: list, new customer, overview with its tabs, customer users.
export { CustomersPage } from './components/customers-page.tsx';
export { NewCustomerPage } from './components/new-customer-page.tsx';
export { ContactTab, FrameContractsTab, OpenTranchesTab, StrategiesTab, UsersNewTab, UsersTab } from './components/overview-pages.tsx';
export { CustomerUserEditPage, CustomerUserPasswordPage } from './components/customer-user-pages.tsx';
