// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createQueue, enqueueCartRequest } from './queue';

/** A task whose settlement the test controls. */
function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

const tick = async () => {
	for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('createQueue', () => {
	it('starts the second task only after the first has settled', async () => {
		const enqueue = createQueue();
		const log: string[] = [];
		const first = deferred<string>();
		const a = enqueue(() => {
			log.push('start 1');
			return first.promise;
		});
		const b = enqueue(async () => {
			log.push('start 2');
			return 'two';
		});
		await tick();
		expect(log).toEqual(['start 1']);
		first.resolve('one');
		expect(await a).toBe('one');
		expect(await b).toBe('two');
		expect(log).toEqual(['start 1', 'start 2']);
	});

	it('runs tasks in FIFO order', async () => {
		const enqueue = createQueue();
		const order: number[] = [];
		const results = await Promise.all(
			[1, 2, 3, 4, 5].map((n) =>
				enqueue(async () => {
					// Later tasks would finish first if they ran concurrently.
					await new Promise((resolve) => setTimeout(resolve, 10 - n * 2));
					order.push(n);
					return n;
				}),
			),
		);
		expect(order).toEqual([1, 2, 3, 4, 5]);
		expect(results).toEqual([1, 2, 3, 4, 5]);
	});

	it('a rejected task does not stall the next and its caller sees the rejection', async () => {
		const enqueue = createQueue();
		const failing = enqueue(async () => {
			throw new Error('boom');
		});
		const next = enqueue(async () => 'after');
		await expect(failing).rejects.toThrow('boom');
		await expect(next).resolves.toBe('after');
	});

	it('a task that throws synchronously does not stall the queue', async () => {
		const enqueue = createQueue();
		const failing = enqueue((() => {
			throw new Error('sync');
		}) as () => Promise<never>);
		await expect(failing).rejects.toThrow('sync');
		await expect(enqueue(async () => 1)).resolves.toBe(1);
	});

	it('returns each result to its own caller', async () => {
		const enqueue = createQueue();
		const slow = deferred<string>();
		const a = enqueue(() => slow.promise);
		const b = enqueue(async () => 'b');
		const c = enqueue(async () => 'c');
		slow.resolve('a');
		expect(await Promise.all([c, a, b])).toEqual(['c', 'a', 'b']);
	});

	it('separate queues do not wait for each other', async () => {
		const q1 = createQueue();
		const q2 = createQueue();
		const blocked = deferred<void>();
		void q1(() => blocked.promise);
		await expect(q2(async () => 'free')).resolves.toBe('free');
		blocked.resolve();
	});
});

describe('enqueueCartRequest', () => {
	it('is one shared sequential queue', async () => {
		const log: string[] = [];
		const first = deferred<void>();
		const a = enqueueCartRequest(async () => {
			log.push('add');
			await first.promise;
		});
		const b = enqueueCartRequest(async () => {
			log.push('remove');
		});
		await tick();
		expect(log).toEqual(['add']);
		first.resolve();
		await Promise.all([a, b]);
		expect(log).toEqual(['add', 'remove']);
	});
});
