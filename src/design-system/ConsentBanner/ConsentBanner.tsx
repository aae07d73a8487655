import { useId, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Switch } from '../Switch/index.ts';
import { Actions, Body, Choices, StyledConsentBanner, Text, Title } from './ConsentBanner.styles.ts';
import type { ConsentBannerProps, ConsentDialogProps } from './ConsentBanner.types.ts';

/**
 * Asks once for analytics consent, at the bottom of the page, without blocking it. Accepting and refusing are
 * equally easy (same style, one click each); "Choose" opens the detailed choice. A landmark named by its title,
 * so screen-reader users can find it again.
 */
export function ConsentBanner({ labels, onAccept, onReject, onChoose, className }: ConsentBannerProps) {
  const titleId = useId();

  return (
    <StyledConsentBanner aria-labelledby={titleId} className={className}>
      <Text>
        <Title id={titleId}>{labels.title}</Title>
        <Body>{labels.body}</Body>
      </Text>
      <Actions>
        <Button size="sm" variant="secondary" onPress={onReject}>
          {labels.onlyNecessary}
        </Button>
        <Button size="sm" variant="secondary" onPress={onAccept}>
          {labels.acceptAnalytics}
        </Button>
        <Button size="sm" variant="tertiary" onPress={onChoose}>
          {labels.choose}
        </Button>
      </Actions>
    </StyledConsentBanner>
  );
}

/**
 * The detailed choice, also reachable later from the account menu: what is always on (and why), what needs
 * consent, and a switch for it. Nothing changes until Save.
 */
export function ConsentDialog({ labels, isOpen, onOpenChange, analytics, onSave }: ConsentDialogProps) {
  const [draft, setDraft] = useState(analytics ?? false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts from the saved choice.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(analytics ?? false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.dialogTitle}
      description={labels.dialogDescription}
      footer={({ close }) => (
        <>
          <Button variant="tertiary" onPress={close}>
            {labels.cancel}
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              onSave(draft);
              close();
            }}
          >
            {labels.save}
          </Button>
        </>
      )}
    >
      <Choices>
        <Switch isSelected isDisabled description={labels.necessaryDescription}>
          {labels.necessary}
        </Switch>
        <Switch isSelected={draft} onChange={setDraft} description={labels.analyticsDescription}>
          {labels.analytics}
        </Switch>
      </Choices>
    </Dialog>
  );
}
