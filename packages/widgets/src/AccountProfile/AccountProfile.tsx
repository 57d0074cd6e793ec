import {
  configKeys,
  webContentKeys,
  type AccountProfile as AccountProfileData,
} from '@coop-portal/api-client';
import {
  useAccountProfile,
  useConfigurationSettings,
  useSiteConfiguration,
  useSiteSettings,
  useUpdateAccountProfileMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DescriptionList,
  Dialog,
  Form,
  MaskedPhoneField,
  SafeHtml,
  Select,
  SelectItem,
  Spinner,
  TextField,
  useCatalogue,
} from '@coop-portal/ui';
import {
  accountProfile,
  formatUsPhone,
  isSettingOn,
  keepDigits,
  navigation,
  removeCityBlockedCharacters,
  validateFormByPath,
  withoutUsCountryCode,
} from '@coop-portal/validation';
import { createElement, useId, useState, type FormEvent, type ReactNode } from 'react';
import { configurationReader } from '../shared/configuration';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './AccountProfile.css';
import {
  accountProfileWidgetMessages,
  accountProfileWidgetTranslations,
  type AccountProfileWidgetMessages,
} from './messages';

export interface AccountProfileProps {
  /** The account whose profile is shown. */
  accountNumber: string;
  /** The signed-in member. */
  memberNumber: string;
  /** Level of the 'Account Profile' heading (default 2); the sections use the next one. */
  headingLevel?: 2 | 3;
  /**
   * Show the 'Account Profile' heading (default true). A page whose own title already says it
   * passes false: the profile is then named by its label alone, and its sections take
   * `headingLevel`.
   */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<AccountProfileWidgetMessages>;
  /**
   * Goes to a portal path (after a phone save, Continue goes to '/manage-notifications'). Without
   * it the browser loads the path.
   */
  onNavigate?: (path: string) => void;
  className?: string;
}

/** The configuration keys the widget reads (doc 2 §7). */
export const accountProfileConfigKeys = [
  configKeys.allowNameUpdate,
  configKeys.allowAddressUpdate,
  configKeys.allowPhoneUpdate,
  configKeys.accountInfoUpdateMessage,
  configKeys.allowProfileDbUpdate,
  configKeys.displaySpouseContact,
] as const;

/** The web contents the widget reads (doc 2 §4). */
export const accountProfileWebContentKeys = [
  webContentKeys.profileReviewPending,
  webContentKeys.accountInfoUpdateSuccess,
] as const;

const keyLists = {
  configKeys: [...accountProfileConfigKeys],
  clientKeys: [],
  webContentKeys: [...accountProfileWebContentKeys],
};

type Section = 'name' | 'address' | 'phones';

interface PhoneDraft {
  /** Tells the phone rows apart while editing. */
  key: string;
  eCommunicationDetailId: string | number | null;
  eCommunicationId: string | null;
  eCommunicationDescription: string | null;
  phoneNumber: string;
  extension: string | null;
  isDelete: boolean;
}

interface Draft {
  firstName: string;
  middleName: string;
  lastName: string;
  streetNumber: string;
  streetName: string;
  streetType: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  phones: PhoneDraft[];
}

const orEmpty = (value: string | null | undefined) => value ?? '';

let phoneKey = 0;
const nextPhoneKey = () => `phone-${++phoneKey}`;

const emptyPhone = (): PhoneDraft => ({
  key: nextPhoneKey(),
  eCommunicationDetailId: null,
  eCommunicationId: null,
  eCommunicationDescription: null,
  phoneNumber: '',
  extension: null,
  isDelete: false,
});

/** The form's values as loaded: Cancel comes back to these. */
function draftOf(profile: AccountProfileData): Draft {
  const phones = profile.contactPhones
    .filter((phone) => !phone.isDelete)
    .slice(0, accountProfile.accountProfileLimits.maxPhones)
    .map<PhoneDraft>((phone) => ({
      key: nextPhoneKey(),
      eCommunicationDetailId: phone.eCommunicationDetailId ?? null,
      eCommunicationId: phone.eCommunicationId == null ? null : String(phone.eCommunicationId),
      eCommunicationDescription: phone.eCommunicationDescription ?? null,
      phoneNumber: formatUsPhone(phone.phoneNumber),
      extension: phone.extension ?? null,
      isDelete: false,
    }));
  return {
    firstName: orEmpty(profile.firstName),
    middleName: orEmpty(profile.middleName),
    lastName: orEmpty(profile.lastName),
    streetNumber: orEmpty(profile.streetNumber),
    streetName: orEmpty(profile.streetName),
    streetType: orEmpty(profile.streetType),
    unit: orEmpty(profile.unit),
    city: orEmpty(profile.city),
    state: orEmpty(profile.state),
    zip: orEmpty(profile.zip),
    phones: phones.length > 0 ? phones : [emptyPhone()],
  };
}

/** A zip as shown: 9 digits as 12345-6789. */
const zipShown = (zip: string) =>
  /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;

/**
 * The account profile (doc 2 §2.2, §4, §5): the Name, Address and Phones sections, each read-only
 * with an Edit button; one section is edited at a time, Cancel restores the loaded values and Save
 * validates the section (focus on the first invalid field) and sends the profile update request.
 * A section whose ALLOW_*_UPDATE setting is off cannot be edited; the spouse is shown per
 * DISPLAY_SPOUSE_CONTACT; an unverified profile where changes are not written directly shows the
 * review-pending message. An address shared with other accounts asks 'Update All' or 'Update This
 * Account'; after a phone save, when notifications are on and configured, a confirm offers to
 * continue to the notification settings.
 */
export function AccountProfile({
  accountNumber,
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  onNavigate,
  className,
}: AccountProfileProps) {
  const errorMessage = useErrorMessage();
  const text: AccountProfileWidgetMessages = {
    ...useCatalogue(accountProfileWidgetMessages, accountProfileWidgetTranslations),
    ...messages,
  };
  const headingId = useId();
  const settings = useSiteSettings();
  const siteConfiguration = useSiteConfiguration();
  const configuration = useConfigurationSettings({ body: keyLists });
  const profile = useAccountProfile({ params: { memberNumber, accountNumber } });
  const update = useUpdateAccountProfileMutation();

  const [editing, setEditing] = useState<Section | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The checked address waiting for the member's 'Update All' / 'Update This Account'. */
  const [pendingAddress, setPendingAddress] = useState<Draft | null>(null);
  const [notificationsOffered, setNotificationsOffered] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const heading = showHeading
    ? createElement(`h${headingLevel}`, { className: styles.heading, id: headingId }, text.heading)
    : null;
  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {heading}
      {content}
    </section>
  );

  const reads = [settings, siteConfiguration, configuration, profile];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} />);
  }
  if (!settings.data || !siteConfiguration.data || !configuration.data || !profile.data) {
    return frame(<Spinner label={text.loading} showLabel />, true);
  }

  const loaded = profile.data;
  const { value: config, content } = configurationReader(configuration.data);
  const allowed = accountProfile.editableSections({
    allowNameUpdate: isSettingOn(config(configKeys.allowNameUpdate)),
    allowAddressUpdate: isSettingOn(config(configKeys.allowAddressUpdate)),
    allowPhoneUpdate: isSettingOn(config(configKeys.allowPhoneUpdate)),
  });
  const showSpouse = isSettingOn(config(configKeys.displaySpouseContact));
  const reviewPending = accountProfile.isProfileReviewPending({
    allowProfileDbUpdate: isSettingOn(config(configKeys.allowProfileDbUpdate)),
    isVerified: loaded.isVerified,
  });
  const reviewMessage = content(webContentKeys.profileReviewPending);
  const offersNotifications = accountProfile.phoneSaveOffersNotifications({
    notificationsOn:
      navigation.isFeatureOn(settings.data.features, 'Notifications') &&
      siteConfiguration.data.allowSubscribeForNotification,
    accountInfoUpdateMessage: config(configKeys.accountInfoUpdateMessage),
  });
  const sectionHeadingLevel = (showHeading ? headingLevel + 1 : headingLevel) as 2 | 3 | 4;
  const phoneTypes = loaded.phoneTypes.map((type) => ({
    id: String(type.eCommunicationId),
    description: type.description,
  }));

  const startEditing = (section: Section) => {
    setDraft(draftOf(loaded));
    setErrors({});
    setFailure(null);
    setSuccess(null);
    setEditing(section);
  };
  const cancel = () => {
    setEditing(null);
    setDraft(null);
    setErrors({});
    setFailure(null);
  };
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => (current ? { ...current, [field]: value } : current));
  const changePhone = (key: string, patch: Partial<PhoneDraft>) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            phones: current.phones.map((phone) =>
              phone.key === key ? { ...phone, ...patch } : phone,
            ),
          }
        : current,
    );

  /**
   * Deletes a phone (doc 2 §4): a saved one is cleared and marked deleted, to be sent so; one never
   * saved is dropped. A deleted saved phone keeps its place among the 3 the request carries until
   * the save, so Add Phone waits for a free place.
   */
  const removePhone = (key: string) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            phones: current.phones
              .map((entry) => (entry.key === key ? accountProfile.deletePhone(entry) : entry))
              .filter((entry) => !entry.isDelete || entry.eCommunicationDetailId != null),
          }
        : current,
    );

  /** Sends the update request: the edited section's values, the others as loaded. */
  const send = (
    section: Section,
    values: Draft,
    updateIndicator: accountProfile.UpdateIndicator,
  ) => {
    if (update.isPending) return;
    const base = draftOf(loaded);
    const fields = {
      ...base,
      ...(section === 'name'
        ? { firstName: values.firstName, middleName: values.middleName, lastName: values.lastName }
        : {}),
      ...(section === 'address'
        ? {
            streetNumber: values.streetNumber,
            streetName: values.streetName,
            streetType: values.streetType,
            unit: values.unit,
            city: values.city,
            state: values.state,
            zip: values.zip,
          }
        : {}),
    };
    const phones = (section === 'phones' ? values.phones : base.phones).map(
      ({ key: _key, ...phone }) => phone,
    );
    const { phones: _phones, ...profileFields } = fields;
    setFailure(null);
    update.mutate(
      {
        params: { memberNumber, accountNumber },
        body: accountProfile.profileUpdateRequest({
          memberNumber,
          accountNumber,
          fields: profileFields,
          phones,
          updateIndicator,
        }),
      },
      {
        onSuccess: () => {
          setEditing(null);
          setDraft(null);
          setErrors({});
          setSuccess(content(webContentKeys.accountInfoUpdateSuccess) ?? text.updateSuccess);
          if (section === 'phones' && offersNotifications) setNotificationsOffered(true);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  /** The address scope the member chose (doc 2 §4): all accounts at the address, or this one. */
  const chooseScope = (indicator: accountProfile.UpdateIndicator) => {
    const values = pendingAddress;
    setPendingAddress(null);
    if (values) send('address', values, indicator);
  };

  /**
   * Checks the section (doc 2 §5): the errors by field, or the values to send (trimmed, the zip
   * without hyphen; the phones as the member left them).
   */
  const check = (section: Section, values: Draft) => {
    if (section === 'name') {
      const result = validateFormByPath(accountProfile.createNameSchema(text), values);
      return {
        errors: result.errors,
        checked: result.success ? { ...values, ...result.data } : null,
      };
    }
    if (section === 'address') {
      const result = validateFormByPath(accountProfile.createAddressSchema(text), values);
      return {
        errors: result.errors,
        checked: result.success
          ? { ...values, ...result.data, state: String(result.data.state ?? '') }
          : null,
      };
    }
    const result = validateFormByPath(accountProfile.createPhonesSchema(text), values);
    return { errors: result.errors, checked: result.success ? values : null };
  };

  const save = (section: Section) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || update.isPending) return;
    const { errors: found, checked } = check(section, draft);
    setErrors(found);
    if (!checked) return;
    if (section === 'address' && accountProfile.addressSaveAsksScope(loaded.count)) {
      setPendingAddress(checked);
      return;
    }
    send(section, checked, 'ONE');
  };

  const sectionFrame = (
    section: Section,
    title: string,
    readOnly: ReactNode,
    form: (values: Draft) => ReactNode,
  ) => {
    const id = `${headingId}-${section}`;
    const isEditing = editing === section && draft !== null;
    return (
      <section className={styles.section} aria-labelledby={id}>
        <div className={styles.sectionHeader}>
          {createElement(
            `h${sectionHeadingLevel}`,
            { className: styles.sectionHeading, id },
            title,
          )}
          {!isEditing && allowed[section] && (
            <Button
              variant="secondary"
              aria-label={text.editSection(title)}
              isDisabled={editing !== null}
              onPress={() => startEditing(section)}
            >
              {text.edit}
            </Button>
          )}
        </div>
        {!allowed[section] && <p className={styles.muted}>{text.sectionLocked}</p>}
        {isEditing ? (
          <Form
            onSubmit={save(section)}
            validationErrors={errors}
            errorSummaryTitle={text.errorSummaryTitle}
            errorSummaryHeadingLevel={(sectionHeadingLevel + 1) as 3 | 4 | 5}
            className={styles.form}
            aria-labelledby={id}
          >
            {failure && (
              <Alert tone="error">
                {text.saveFailed} {failure}
              </Alert>
            )}
            {form(draft)}
            <div className={styles.actions}>
              <Button type="submit" isPending={update.isPending} loadingLabel={text.saving}>
                {text.save}
              </Button>
              <Button variant="secondary" onPress={cancel} isDisabled={update.isPending}>
                {text.cancel}
              </Button>
            </div>
          </Form>
        ) : (
          readOnly
        )}
      </section>
    );
  };

  const shown = (value: string | null | undefined) => (value && value.trim()) || text.notSet;
  const activePhones = loaded.contactPhones.filter((phone) => !phone.isDelete);
  const typeName = (id: string | number | null | undefined, fallback?: string | null) =>
    fallback || phoneTypes.find((type) => type.id === String(id))?.description || text.notSet;

  const limits = accountProfile.accountProfileLimits;
  const nameSection = sectionFrame(
    'name',
    text.nameSection,
    <DescriptionList
      items={[
        { term: text.firstName, details: shown(loaded.firstName) },
        { term: text.middleName, details: shown(loaded.middleName) },
        { term: text.lastName, details: shown(loaded.lastName) },
        ...(showSpouse ? [{ term: text.spouseName, details: shown(loaded.spouseName) }] : []),
      ]}
    />,
    (values) => (
      <div className={styles.fields}>
        <TextField
          name="firstName"
          label={text.firstName}
          value={values.firstName}
          onChange={(value) => change('firstName', value)}
          maxLength={limits.firstNameMaxLength}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          name="middleName"
          label={text.middleName}
          value={values.middleName}
          onChange={(value) => change('middleName', value)}
          maxLength={limits.middleNameMaxLength}
          autoComplete="additional-name"
        />
        <TextField
          name="lastName"
          label={text.lastName}
          value={values.lastName}
          onChange={(value) => change('lastName', value)}
          maxLength={limits.lastNameMaxLength}
          autoComplete="family-name"
        />
      </div>
    ),
  );

  const stateName = (value: string | null | undefined) =>
    accountProfile.stateOptions.find((state) => state.value === value)?.label ?? value;
  const addressSection = sectionFrame(
    'address',
    text.addressSection,
    <DescriptionList
      items={[
        { term: text.streetNumber, details: shown(loaded.streetNumber) },
        { term: text.streetName, details: shown(loaded.streetName) },
        { term: text.streetType, details: shown(loaded.streetType) },
        { term: text.unit, details: shown(loaded.unit) },
        { term: text.city, details: shown(loaded.city) },
        { term: text.state, details: shown(stateName(loaded.state)) },
        { term: text.zip, details: shown(zipShown(orEmpty(loaded.zip))) },
      ]}
    />,
    (values) => (
      <div className={styles.fields}>
        <TextField
          name="streetNumber"
          label={text.streetNumber}
          value={values.streetNumber}
          onChange={(value) => change('streetNumber', keepDigits(value))}
          maxLength={limits.streetNumberMaxLength}
          inputMode="numeric"
          isRequired
        />
        <TextField
          name="streetName"
          label={text.streetName}
          value={values.streetName}
          onChange={(value) => change('streetName', value)}
          maxLength={limits.streetNameMaxLength}
          isRequired
        />
        <TextField
          name="streetType"
          label={text.streetType}
          value={values.streetType}
          onChange={(value) => change('streetType', value)}
          maxLength={limits.streetTypeMaxLength}
        />
        <TextField
          name="unit"
          label={text.unit}
          value={values.unit}
          onChange={(value) => change('unit', value)}
          maxLength={limits.unitMaxLength}
        />
        <TextField
          name="city"
          label={text.city}
          value={values.city}
          onChange={(value) => change('city', removeCityBlockedCharacters(value))}
          maxLength={limits.cityMaxLength}
          autoComplete="address-level2"
          isRequired
        />
        <Select
          name="state"
          label={text.state}
          placeholder={text.statePlaceholder}
          items={accountProfile.stateOptions.map((state) => ({ id: state.value, ...state }))}
          selectedKey={values.state || null}
          onSelectionChange={(key) => change('state', key === null ? '' : String(key))}
          isRequired
        >
          {(state) => <SelectItem id={state.id}>{state.label}</SelectItem>}
        </Select>
        <TextField
          name="zip"
          label={text.zip}
          value={values.zip}
          onChange={(value) => change('zip', value.replace(/[^\d-]/g, ''))}
          maxLength={limits.zipMaxLength}
          inputMode="numeric"
          autoComplete="postal-code"
          isRequired
        />
      </div>
    ),
  );

  const phonesSection = sectionFrame(
    'phones',
    text.phonesSection,
    activePhones.length === 0 ? (
      <p className={styles.muted}>{text.noPhones}</p>
    ) : (
      <DescriptionList
        items={activePhones.map((phone, index) => ({
          id: String(phone.eCommunicationDetailId ?? index),
          term: typeName(phone.eCommunicationId, phone.eCommunicationDescription),
          details: formatUsPhone(phone.phoneNumber),
        }))}
      />
    ),
    (values) => {
      const rows = values.phones
        .map((phone, index) => ({ phone, index }))
        .filter(({ phone }) => !phone.isDelete);
      return (
        <>
          {rows.map(({ phone, index }, position) => (
            <div key={phone.key} className={styles.phone}>
              <Select
                name={`phones.${index}.eCommunicationId`}
                label={text.phoneType(position + 1)}
                placeholder={text.phoneTypePlaceholder}
                items={phoneTypes}
                selectedKey={phone.eCommunicationId}
                onSelectionChange={(key) =>
                  changePhone(phone.key, {
                    eCommunicationId: key === null ? null : String(key),
                    eCommunicationDescription:
                      phoneTypes.find((type) => type.id === String(key))?.description ?? null,
                  })
                }
              >
                {(type) => <SelectItem id={type.id}>{type.description}</SelectItem>}
              </Select>
              <MaskedPhoneField
                name={`phones.${index}.phoneNumber`}
                label={text.phoneNumber(position + 1)}
                value={phone.phoneNumber}
                onChange={(value) => changePhone(phone.key, { phoneNumber: value })}
                format={formatUsPhone}
                normalizePasted={withoutUsCountryCode}
              />
              {rows.length > 1 && (
                <div className={styles.actions}>
                  <Button variant="secondary" onPress={() => removePhone(phone.key)}>
                    {text.deletePhone(position + 1)}
                  </Button>
                </div>
              )}
            </div>
          ))}
          {values.phones.length < limits.maxPhones && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => change('phones', [...values.phones, emptyPhone()])}
              >
                {text.addPhone}
              </Button>
            </div>
          )}
        </>
      );
    },
  );

  return frame(
    <>
      {reviewPending && reviewMessage && (
        <Alert tone="info">
          <SafeHtml html={reviewMessage} as="span" />
        </Alert>
      )}
      {success && (
        <Alert tone="success">
          <SafeHtml html={success} as="span" />
        </Alert>
      )}
      {nameSection}
      {addressSection}
      {phonesSection}
      <Dialog
        role="alertdialog"
        title={text.updateScopeTitle}
        isOpen={pendingAddress !== null}
        onOpenChange={(open) => {
          if (!open) setPendingAddress(null);
        }}
        showCloseButton={false}
        fullScreenOnMobile={false}
        size="sm"
        aria-describedby={`${headingId}-scope`}
        footer={[
          <Button key="cancel" variant="secondary" onPress={() => setPendingAddress(null)}>
            {text.cancel}
          </Button>,
          <Button key="one" variant="secondary" onPress={() => chooseScope('ONE')}>
            {text.updateThisAccount}
          </Button>,
          <Button key="all" onPress={() => chooseScope('ALL')}>
            {text.updateAll}
          </Button>,
        ]}
      >
        <p id={`${headingId}-scope`} className={styles.muted}>
          {text.updateScopeBody(loaded.count)}
        </p>
      </Dialog>
      <AlertDialog
        isOpen={notificationsOffered}
        onOpenChange={setNotificationsOffered}
        title={text.notificationsTitle}
        confirmLabel={text.continue}
        cancelLabel={text.cancel}
        onConfirm={() => {
          if (onNavigate) onNavigate('/manage-notifications');
          else window.location.assign('/manage-notifications');
        }}
      >
        {text.notificationsBody}
      </AlertDialog>
    </>,
  );
}
