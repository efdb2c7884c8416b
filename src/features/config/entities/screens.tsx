import { EntityScreen } from '@/components/entity/EntityScreen';
import { couponsEntity } from './couponsEntity';
import { discountsEntity } from './discountsEntity';
import { orderTypesEntity } from './orderTypesEntity';
import { paymentMethodsEntity } from './paymentMethodsEntity';
import { taxesEntity } from './taxesEntity';
import { taxGroupsEntity } from './taxGroupsEntity';

/** The configuration lists: the generic entity screen, configured per resource. */
export const TaxesScreen = () => <EntityScreen config={taxesEntity} />;
export const TaxGroupsScreen = () => <EntityScreen config={taxGroupsEntity} />;
export const PaymentMethodsScreen = () => <EntityScreen config={paymentMethodsEntity} />;
export const DiscountsScreen = () => <EntityScreen config={discountsEntity} />;
export const CouponsScreen = () => <EntityScreen config={couponsEntity} />;
export const OrderTypesScreen = () => <EntityScreen config={orderTypesEntity} />;
