import type { SiteSettings } from '@coop-portal/api-client';
import { Button, Dialog, useCatalogue } from '@coop-portal/ui';
import { lateFrameMessages, lateFrameTranslations } from './lateMessages';
import { ServerHtml } from './ServerHtml';
import * as styles from './webChat.css';

type WebChatSetting = NonNullable<SiteSettings['webChatSetting']>;

export interface WebChatPanelProps {
  setting: WebChatSetting;
  /** The member's choices so far, oldest first. */
  choices: readonly string[];
  onChoose: (label: string) => void;
  onClose: () => void;
}

/**
 * The 'Virtual Agent' panel: its subtitle, the configured intro text and the visible quick-reply
 * buttons. A choice shows in the conversation. The portal has no chat service to send it to yet,
 * so no answer is made up: a note says the agent cannot answer here.
 */
export function WebChatPanel({ setting, choices, onChoose, onClose }: WebChatPanelProps) {
  const m = useCatalogue(lateFrameMessages, lateFrameTranslations).webChat;
  const buttons = setting.buttons.filter((button) => button.visible);
  const intro = setting.introText?.trim();
  const subTitle = setting.subTitle?.trim();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.title}
      closeLabel={m.close}
      size="sm"
      closeOnOutsideClick
    >
      {subTitle ? <p className={styles.subTitle}>{subTitle}</p> : null}
      <div role="log" aria-label={m.conversation}>
        <ol className={styles.log}>
          {intro ? (
            <li className={styles.agentMessage}>
              <span className={styles.author}>{m.title}</span>
              <ServerHtml as="span" html={intro} />
            </li>
          ) : null}
          {choices.map((choice, index) => (
            <li key={index} className={styles.memberMessage}>
              <span className={styles.author}>{setting.userName?.trim() || m.you}</span>
              <span>{choice}</span>
            </li>
          ))}
        </ol>
      </div>
      {choices.length > 0 ? (
        <p className={styles.note} role="status">
          {m.notConnected}
        </p>
      ) : null}
      {buttons.length > 0 ? (
        <div role="group" aria-label={m.quickReplies} className={styles.quickReplies}>
          {buttons.map((button) => (
            <Button key={button.value} variant="secondary" onPress={() => onChoose(button.label)}>
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
