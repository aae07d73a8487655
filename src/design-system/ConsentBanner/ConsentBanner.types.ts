/** Every word the consent banner and dialog show, translated by the caller. */
export type ConsentLabels = {
  title: string;
  body: string;
  acceptAnalytics: string;
  onlyNecessary: string;
  choose: string;
  dialogTitle: string;
  dialogDescription: string;
  necessary: string;
  necessaryDescription: string;
  analytics: string;
  analyticsDescription: string;
  save: string;
  cancel: string;
};

export type ConsentBannerProps = {
  labels: Pick<ConsentLabels, 'title' | 'body' | 'acceptAnalytics' | 'onlyNecessary' | 'choose'>;
  /** Analytics allowed. */
  onAccept: () => void;
  /** Only what the product needs to work. */
  onReject: () => void;
  /** Opens the detailed choice (`ConsentDialog`). */
  onChoose: () => void;
  className?: string;
};

export type ConsentDialogProps = {
  labels: Pick<
    ConsentLabels,
    | 'dialogTitle'
    | 'dialogDescription'
    | 'necessary'
    | 'necessaryDescription'
    | 'analytics'
    | 'analyticsDescription'
    | 'save'
    | 'cancel'
  >;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The current choice (null: none yet, shown as off). */
  analytics: boolean | null;
  /** Called with the choice when it is saved; the dialog then closes. */
  onSave: (analytics: boolean) => void;
};
