/**
 * The media library behind `/wp/v2/media`. Only what the REST helper's
 * upload recovery (contract rest-helper §4.6) needs is kept: the file's name,
 * type and size, and for uploads made under the fault knob, how the image
 * sub-size step is planned to fail and how often the client retried it.
 */

export interface Attachment {
	id: number;
	filename: string;
	mimeType: string;
	size: number;
	author: number;
	created: string;
	/** `demo_media_fail` at upload time; 0 = the upload went through normally. */
	failKnob: number;
	/** POST …/post-process calls received, failed or not. */
	postProcessAttempts: number;
	/** True once the sub-sizes exist (a normal upload, or a post-process that succeeded). */
	processed: boolean;
	/** DELETE ?force=true removes it; the demo keeps the record so QA can see it happened. */
	deleted: boolean;
}

/** From this knob value on, post-processing never succeeds (the client gives up after 5 attempts). */
export const ALWAYS_FAIL_FROM = 6;
const FIRST_ATTACHMENT_ID = 2001;

export class MediaLibrary {
	private readonly items: Attachment[] = [];

	add(file: { filename: string; mimeType: string; size: number }, author: number, failKnob: number): Attachment {
		const attachment: Attachment = {
			id: FIRST_ATTACHMENT_ID + this.items.length,
			...file,
			author,
			created: new Date().toISOString().slice(0, 19),
			failKnob,
			postProcessAttempts: 0,
			processed: failKnob === 0,
			deleted: false,
		};
		this.items.push(attachment);
		return attachment;
	}

	/** A live (not deleted) attachment. */
	find(id: number): Attachment | undefined {
		return this.items.find((a) => a.id === id && !a.deleted);
	}

	/**
	 * One post-process attempt. With knob n it fails n-1 times and then
	 * succeeds, or always fails when n ≥ 6. Returns whether this attempt succeeded.
	 */
	postProcess(attachment: Attachment): boolean {
		attachment.postProcessAttempts++;
		const failures = attachment.failKnob >= ALWAYS_FAIL_FROM ? Infinity : Math.max(0, attachment.failKnob - 1);
		if (attachment.processed || attachment.postProcessAttempts > failures) attachment.processed = true;
		return attachment.processed;
	}

	list(): readonly Attachment[] {
		return this.items;
	}

	clear(): void {
		this.items.length = 0;
	}
}
