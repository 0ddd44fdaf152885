import { Alert, Center, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RESTAURANT_MESSAGES } from '../../../contract/restaurants/constants';
import { restaurantCreate, restaurantEditBody } from '../../../contract/restaurants/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { isStaffProfile, useSession } from '../../lib/session';
import { restaurantDetailQuery, useSaveRestaurant } from './api';
import { BrandingSection } from './form/BrandingSection';
import { GeneralSection } from './form/GeneralSection';
import { LocationSection } from './form/LocationSection';
import { PlatformSection } from './form/PlatformSection';
import { ServiceSection } from './form/ServiceSection';
import { SmsLogSection } from './form/SmsLogSection';
import { SurveyPosSection } from './form/SurveyPosSection';
import { newRestaurantValues, valuesOf, type RestaurantForm } from './form-values';

interface RestaurantFormModalProps {
  /** The restaurant to edit; undefined creates a new one. */
  restaurantId: string | undefined;
  opened: boolean;
  onClose: () => void;
}

const UPDATE_TITLE = 'Update Restaurant';

/** The sections of the form; staff see only the settings they may change. */
function FormBody({ form, staff, restaurantId }: { form: RestaurantForm; staff: boolean; restaurantId?: string }) {
  return (
    <Stack gap="lg">
      <GeneralSection form={form} />
      <ServiceSection form={form} />
      <LocationSection form={form} admin={!staff} />
      <BrandingSection form={form} />
      {!staff && <PlatformSection form={form} />}
      {!staff && <SurveyPosSection form={form} />}
      {restaurantId && <SmsLogSection restaurantId={restaurantId} admin={!staff} />}
    </Stack>
  );
}

/** 'Create Restaurant' / 'Update Restaurant': the whole restaurant form. */
export function RestaurantFormModal({ restaurantId, opened, onClose }: RestaurantFormModalProps) {
  const session = useSession();
  const staff = !!session && isStaffProfile(session.profile);
  const save = useSaveRestaurant();
  if (restaurantId)
    return opened ? (
      <EditRestaurant id={restaurantId} staff={staff} submit={save.mutateAsync} onClose={onClose} />
    ) : null;
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      submit={save.mutateAsync}
      title="Create Restaurant"
      schema={restaurantCreate}
      initialValues={newRestaurantValues()}
      successMessage={RESTAURANT_MESSAGES.created}
    >
      {(form) => <FormBody form={form as unknown as RestaurantForm} staff={staff} />}
    </EntityFormModal>
  );
}

interface EditProps {
  id: string;
  staff: boolean;
  submit: ReturnType<typeof useSaveRestaurant>['mutateAsync'];
  onClose: () => void;
}

/** Mounted while the edit form is open: loads the restaurant once, then shows the form with its values. */
function EditRestaurant({ id, staff, submit, onClose }: EditProps) {
  const detail = useQuery(restaurantDetailQuery(id));
  if (!detail.data) {
    return (
      <Modal opened onClose={onClose} title={UPDATE_TITLE} size="xl" centered>
        {detail.isError ? (
          <Alert color="red" title="Could not load the restaurant">
            {detail.error.message}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading restaurant" />
          </Center>
        )}
      </Modal>
    );
  }
  return (
    <EntityFormModal
      opened
      onClose={onClose}
      size="xl"
      submit={submit}
      title={UPDATE_TITLE}
      schema={restaurantEditBody}
      initialValues={valuesOf(detail.data, staff)}
      successMessage={RESTAURANT_MESSAGES.updated}
    >
      {(form) => <FormBody form={form as unknown as RestaurantForm} staff={staff} restaurantId={id} />}
    </EntityFormModal>
  );
}
