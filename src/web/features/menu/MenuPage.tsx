/**
 * /menu?id=…&name=…: a restaurant's menu (the spec's "Menu page"). Categories on the left (All, checkboxes for
 * deletion, edit pencil, drag sorting) with an Extras entry; the products (or the extras) on the right; the
 * toolbar's buttons above. The restaurant-settings group is hidden for RestaurantUser (the server refuses them too);
 * for a restaurant user the menu is read-only unless their restaurant admin allows menu editing.
 */
import { ActionIcon, Button, Grid, Group, Paper, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useState, type ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { RushModeBadge } from '../../components/RushModeBadge';
import { useNow } from '../../lib/kitchen/clock';
import { notifyError } from '../../lib/notify';
import { useRushState } from '../../lib/queries/orders';
import { usePermission } from '../../lib/queries/staff-permissions';
import { useSession } from '../../lib/session';
import { ALL, categoriesQuery, settingsQuery } from './api';
import { CategoryPanel } from './CategoryPanel';
import { DrinksModal } from './DrinksModal';
import { ExtraFormModal, ExtrasPanel } from './ExtrasPanel';
import { HigherCategoryModal } from './HigherCategoryModal';
import { MenuItemFormModal } from './MenuItemFormModal';
import { ProductsPanel } from './ProductsPanel';
import { RatingsModal } from './RatingsModal';
import { PromoAvailabilityModal, PromoPopupModal, RushModeModal } from './SettingsModals';
import { SortMenuModal } from './SortMenuModal';
import { TopTagsModal } from './TopTagsModal';

const ADD_CATEGORY_FIRST = 'Please add category first';
type Dialog =
  'product' | 'sort' | 'drinks' | 'extra' | 'higher' | 'toptags' | 'promo' | 'ratings' | 'rush' | 'popup' | null;
/** The menu toolbar's buttons after 'Add product', and the restaurant-settings group's (Ratings only with surveys on). */
const MENU_BUTTONS: [Exclude<Dialog, null>, string][] = [
  ['sort', 'Sort'],
  ['drinks', 'Add drinks'],
  ['extra', 'Add extras'],
  ['higher', 'Higher Categories'],
  ['toptags', 'Top Tags'],
];
/** What a user who may not edit the menu still opens: Top Tags only shows. */
const READ_ONLY_BUTTONS: Dialog[] = ['toptags'];
const SETTINGS_BUTTONS: [Exclude<Dialog, null>, string][] = [
  ['promo', 'Promo Availability'],
  ['ratings', 'Ratings'],
  ['rush', 'Rush Mode'],
  ['popup', 'Promo Popup'],
];

/** `configButtons`: the restaurant configuration buttons, passed in by the route (another feature's block). */
export function MenuPage({
  restaurant,
  name,
  configButtons,
}: {
  restaurant: string;
  name: string;
  configButtons?: ReactNode;
}) {
  const session = useSession();
  const canSettings = session?.profile.Type !== 'RestaurantUser';
  const canEdit = usePermission('menu');
  const categories = useQuery(categoriesQuery(restaurant));
  const settings = useQuery(settingsQuery(restaurant));
  const [view, setView] = useState<{ kind: 'products'; category: string } | { kind: 'extras' }>({
    kind: 'products',
    category: ALL,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const category = view.kind === 'products' ? view.category : ALL;
  const addProduct = () =>
    categories.data && categories.data.length === 0 ? notifyError(ADD_CATEGORY_FIRST) : setDialog('product');
  const posEnabled = !!settings.data?.OnlinePOSDKEnabled;
  // The kitchen's source (the restaurant's record, its zone and schedule), so both screens agree on the on-state.
  const rush = useRushState(restaurant, useNow(60_000));
  const rushBadge = rush.active && <RushModeBadge label="Rush mode on" until={rush.until} size="md" />;

  return (
    <>
      <PageTitle
        title={
          <Group gap="xs" component="span">
            <Tooltip label="Back to restaurants">
              <ActionIcon component={Link} to="/restaurant" variant="subtle" aria-label="Back to restaurants">
                <IconArrowLeft size={20} />
              </ActionIcon>
            </Tooltip>
            {name ? `Menu of ${name}` : 'Menu'}
          </Group>
        }
      />
      <Group gap="xs" mb="md" justify="space-between" align="flex-start">
        <Group gap="xs" role="toolbar" aria-label="Menu">
          {canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={addProduct}>
              Add product
            </Button>
          )}
          {MENU_BUTTONS.filter(([d]) => canEdit || READ_ONLY_BUTTONS.includes(d)).map(([d, label]) => (
            <Button key={d} variant="default" onClick={() => setDialog(d)}>
              {label}
            </Button>
          ))}
        </Group>
        {canSettings && (
          <Group gap="xs" role="toolbar" aria-label="Restaurant settings">
            {SETTINGS_BUTTONS.filter(([d]) => d !== 'ratings' || settings.data?.SurveyEnabled).map(([d, label]) => (
              <Fragment key={d}>
                {d === 'rush' && rushBadge}
                <Button variant="light" onClick={() => setDialog(d)}>
                  {label}
                </Button>
              </Fragment>
            ))}
            {configButtons}
          </Group>
        )}
        {!canSettings && rushBadge}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Paper withBorder p="sm" radius="md">
            <CategoryPanel
              editable={canEdit}
              restaurant={restaurant}
              query={categories}
              selected={view.kind === 'extras' ? 'extras' : view.category}
              onSelect={(c) => setView(c === 'extras' ? { kind: 'extras' } : { kind: 'products', category: c })}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          {view.kind === 'extras' ? (
            <ExtrasPanel
              editable={canEdit}
              restaurant={restaurant}
              posEnabled={posEnabled}
              onAdd={() => setDialog('extra')}
            />
          ) : (
            <ProductsPanel
              editable={canEdit}
              key={view.category}
              restaurant={restaurant}
              category={view.category}
              categories={categories.data ?? []}
              posEnabled={posEnabled}
            />
          )}
        </Grid.Col>
      </Grid>

      <MenuItemFormModal
        opened={dialog === 'product'}
        onClose={close}
        restaurant={restaurant}
        categories={categories.data ?? []}
        defaultCategory={category}
        posEnabled={posEnabled}
      />
      <SortMenuModal opened={dialog === 'sort'} onClose={close} restaurant={restaurant} category={category} />
      <DrinksModal opened={dialog === 'drinks'} onClose={close} restaurant={restaurant} />
      <ExtraFormModal opened={dialog === 'extra'} onClose={close} restaurant={restaurant} posEnabled={posEnabled} />
      <HigherCategoryModal
        opened={dialog === 'higher'}
        onClose={close}
        restaurant={restaurant}
        categories={categories.data ?? []}
      />
      <TopTagsModal opened={dialog === 'toptags'} onClose={close} restaurant={restaurant} />
      {canSettings && settings.data && (
        <>
          {dialog === 'promo' && (
            <PromoAvailabilityModal opened onClose={close} restaurant={restaurant} settings={settings.data} />
          )}
          {dialog === 'rush' && (
            <RushModeModal opened onClose={close} restaurant={restaurant} settings={settings.data} />
          )}
          {dialog === 'popup' && (
            <PromoPopupModal opened onClose={close} restaurant={restaurant} settings={settings.data} />
          )}
          {settings.data.SurveyEnabled && (
            <RatingsModal opened={dialog === 'ratings'} onClose={close} restaurant={restaurant} />
          )}
        </>
      )}
    </>
  );
}
