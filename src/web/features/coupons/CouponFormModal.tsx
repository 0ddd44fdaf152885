import { Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { COUPON_MESSAGES } from '../../../contract/coupons/routes';
import { couponForms, type Coupon } from '../../../contract/coupons/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { ImageUpload } from '../../components/ImageUpload';
import { DateRangeFields, defaultDates } from '../../components/DateRangeFields';
import { useSaveCoupon } from './api';
import { ExclusiveUsers } from './ExclusiveUsers';
import { ItemOfferFields } from './ItemOfferFields';

interface Props {
  coupon: Coupon | undefined;
  opened: boolean;
  onClose: () => void;
  /** How many coupons exist: a new coupon's priority defaults to this + 1. */
  count: number;
}

/**
 * 'Add Coupon' / 'Edit Coupon'. The server's 403 field errors show under name, text, dates, priority, codes, the item
 * offer, email message.
 */
export function CouponFormModal({ coupon, opened, onClose, count }: Props) {
  const save = useSaveCoupon();
  const values = {
    name: coupon?.Name ?? '',
    text: coupon?.Text ?? '',
    ...(coupon ? { startdate: coupon.StartDate, enddate: coupon.EndDate } : defaultDates()),
    priority: coupon?.Priority ?? count + 1,
    appcode: coupon?.AppCode ?? '',
    qrvalue: coupon?.QRValue ?? '',
    isonetimeuse: coupon?.IsOneTimeUse ?? false,
    membersonly: coupon?.MembersOnly ?? false,
    isexclusive: coupon?.IsExclusive ?? false,
    exclusiveusers: coupon?.ExclusiveUsers.map((u) => u._id) ?? [],
    emailmessage: coupon?.EmailMessage ?? '',
    image: coupon?.Image ?? '',
    thumbnail: coupon?.Thumbnail ?? '',
    itemid: coupon?.ItemOffer?.item._id ?? '',
    itemquantity: (coupon?.ItemOffer?.quantity ?? '') as number | '',
    itempercent: (coupon?.ItemOffer?.percent ?? '') as number | '',
  };
  const props = { opened, onClose, submit: save.mutateAsync, initialValues: values, size: 'lg' as const };
  const fields = (
    f: Parameters<Parameters<typeof EntityFormModal<typeof values, typeof couponForms.createBody>>[0]['children']>[0],
  ) => {
    const v = f.getValues();
    return (
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />
        <Textarea label="Text" withAsterisk autosize minRows={2} maxRows={6} {...f.getInputProps('text')} />
        <DateRangeFields form={f} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Priority"
            withAsterisk
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...f.getInputProps('priority')}
          />
          <TextInput label="App Code" withAsterisk autoComplete="off" {...f.getInputProps('appcode')} />
          <TextInput label="QR Value" autoComplete="off" {...f.getInputProps('qrvalue')} />
        </SimpleGrid>
        <Group gap="xl">
          <Switch label="One Time Use" {...f.getInputProps('isonetimeuse', { type: 'checkbox' })} />
          <Switch label="Members Only" {...f.getInputProps('membersonly', { type: 'checkbox' })} />
          <Switch label="Exclusive" {...f.getInputProps('isexclusive', { type: 'checkbox' })} />
        </Group>
        {v.isexclusive && (
          <ExclusiveUsers
            value={v.exclusiveusers}
            onChange={(ids) => f.setFieldValue('exclusiveusers', ids)}
            known={coupon?.ExclusiveUsers ?? []}
            error={f.errors.exclusiveusers as string | undefined}
          />
        )}
        <ItemOfferFields form={f} offer={coupon?.ItemOffer ?? null} />
        <Textarea label="Email Message" autosize minRows={2} maxRows={6} {...f.getInputProps('emailmessage')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageUpload
            label="Image"
            value={v.image}
            onChange={(url) => f.setFieldValue('image', url)}
            error={f.errors.image as string | undefined}
          />
          <ImageUpload
            label="Thumbnail"
            value={v.thumbnail}
            onChange={(url) => f.setFieldValue('thumbnail', url)}
            error={f.errors.thumbnail as string | undefined}
          />
        </SimpleGrid>
      </Stack>
    );
  };
  return coupon ? (
    <EntityFormModal
      {...props}
      title="Edit Coupon"
      schema={couponForms.editBody}
      hidden={{ couponid: coupon._id }}
      successMessage={COUPON_MESSAGES.updated}
    >
      {fields}
    </EntityFormModal>
  ) : (
    <EntityFormModal
      {...props}
      title="Add Coupon"
      schema={couponForms.createBody}
      successMessage={COUPON_MESSAGES.created}
    >
      {fields}
    </EntityFormModal>
  );
}
