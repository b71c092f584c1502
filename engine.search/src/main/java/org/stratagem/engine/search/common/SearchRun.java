package org.stratagem.engine.search.common;

import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;

/**
 * One search as it runs: its request, its budget, and the bookkeeping every strategy shares
 * (nodes visited, the deepest ply reached, time spent, progress reports, the result).
 *
 * <p>The budget. The node limit is checked at every node. The clock and the {@link StopSignal} are
 * polled every {@value #POLL_INTERVAL} nodes at most: reading the clock costs about as much as visiting
 * a node of a cheap game, where {@value #POLL_INTERVAL} nodes take well under a millisecond; in a game
 * whose nodes are slower (Junqi's beliefs, Gomoku's positions with their probes) the polls come every
 * fewer nodes, halved whenever two polls lie more than {@value #POLL_TARGET_MICROS} µs apart and doubled
 * again when they lie under a quarter of that, so that a search ends within a fraction of a millisecond
 * of its deadline or of being stopped, whatever its game. The deadline is the
 * {@link TimeBudget}'s maximum (the time limit, or the share of a game clock a move may take) less a
 * reserve for the unwinding and the answer, a twentieth of it up to {@value #MOST_ANSWER_RESERVE_MILLIS}
 * ms, so that the whole search, its answer included, fits inside the limit. Once a limit is
 * reached {@link #stopped()} stays true: the strategy unwinds, discarding the values of the nodes
 * it had not finished, and answers from what it completed before.
 *
 * <p>Not thread-safe: a run belongs to one search thread.
 *
 * @param <P> the game's position type
 */
public final class SearchRun<P extends Position> {
    /**
     * The longest line a strategy follows. A recursive search treats deeper positions as its
     * horizon (or gives up, when it has none), so that a game without an end cannot exhaust the
     * thread's stack; far below the plies {@link org.stratagem.engine.api.search.Score} can encode.
     */
    public static final int MAX_PLY = 1000;
    /** The most nodes between two readings of the clock and the stop signal. */
    public static final int POLL_INTERVAL = 512;
    /** The most time the search keeps back from its maximum for the unwinding and the answer. */
    static final long MOST_ANSWER_RESERVE_MILLIS = 5;
    /**
     * The node of the first poll: by then every strategy has begun (alpha-beta has listed the root's
     * moves), so that a limit shorter than its first iteration still leaves it a move to answer with.
     */
    static final long FIRST_POLL = 16;
    /** The time between two polls that the nodes between them are fitted to, in microseconds. */
    static final long POLL_TARGET_MICROS = 100;

    private final SearchRequest<P> request;
    /**
     * The stop signal of the caller's request: the run's own for a search, also watched by the
     * helper threads of a parallel search, which have their own signal as well.
     */
    private final StopSignal callersStop;
    private final long startNanos;
    private final TimeBudget budget;
    private final long timeNanos;
    private final long nodeLimit;
    private final boolean stoppedBeforeStart;
    private long nodes;
    private int deepestPly;
    private boolean stopped;
    /** The nodes between two polls now, 1 to {@value #POLL_INTERVAL}: from 1, so that a slow game polls at once. */
    private long pollEvery = 1;
    /** The node count at which the next poll is due: the first after {@value #FIRST_POLL} nodes. */
    private long nextPoll = FIRST_POLL;
    /** When the last poll was, in {@link System#nanoTime()}'s terms. */
    private long lastPollNanos;

    private SearchRun(SearchRequest<P> request, StopSignal callersStop, long startNanos, long nodeLimit) {
        this.request = request;
        this.callersStop = callersStop;
        this.startNanos = startNanos;
        lastPollNanos = startNanos;
        budget = TimeBudget.of(request.limits());
        timeNanos = budget.maximumMillis() > 0 ? deadlineNanos(budget.maximumMillis()) : Long.MAX_VALUE;
        this.nodeLimit = nodeLimit;
        stopped = request.stop().isStopped() || callersStop.isStopped();
        stoppedBeforeStart = stopped;
    }

    /** @return when the search stops, in nanoseconds from its start: the maximum less the answer's reserve */
    static long deadlineNanos(long maximumMillis) {
        long reserveNanos = Math.min(MOST_ANSWER_RESERVE_MILLIS * 1_000_000, maximumMillis * 1_000_000 / 20);
        return maximumMillis * 1_000_000 - reserveNanos;
    }

    /**
     * Checks that a strategy can search a request and starts the run.
     *
     * @param strategy the strategy, which says what it supports
     * @param request  the search to run
     * @param <P>      the game's position type
     * @return the run, its clock started
     * @throws IllegalArgumentException if the strategy does not support the game, or the root is
     *                                  terminal or a chance node
     */
    public static <P extends Position> SearchRun<P> start(Searcher strategy, SearchRequest<P> request) {
        GameTraits traits = request.game().traits();
        if (!strategy.supports(traits)) {
            throw new IllegalArgumentException(
                    "strategy " + strategy.id() + " does not support game " + request.game().id() + ": " + traits);
        }
        int seat = request.position().seatToMove();
        if (seat == Position.NOBODY || seat == Position.CHANCE) {
            throw new IllegalArgumentException("the root position must be a decision node: "
                    + request.game().formatPosition(request.position()) + " is "
                    + (seat == Position.NOBODY ? "terminal" : "a chance node"));
        }
        long nodes = request.limits().nodes();
        return new SearchRun<>(request, request.stop(), System.nanoTime(), nodes > 0 ? nodes : Long.MAX_VALUE);
    }

    /**
     * The run of one thread of a parallel search of this run's request: the thread's own request
     * (the same search on its own copy of the root, with its own listener and stop signal) on this
     * run's clock, with an equal share of the node limit, so that the threads together visit no more
     * positions than the limit allows. The thread stops at its own signal and at the caller's, so a
     * stop reaches every thread at once.
     *
     * @param threadRequest the thread's request
     * @param threads       the number of threads that share the budget
     * @return the thread's run
     */
    public SearchRun<P> forThread(SearchRequest<P> threadRequest, int threads) {
        return new SearchRun<>(threadRequest, callersStop, startNanos,
                nodeLimit == Long.MAX_VALUE ? nodeLimit : Math.max(1, nodeLimit / threads));
    }

    /**
     * The run of a helper thread of a parallel search of this run's request (see {@link #forThread}):
     * the same search on its own {@link Position#copy()} of the root, reporting to no one.
     *
     * @param stop    the signal that stops the helper
     * @param threads the number of threads that share the budget
     * @return the helper's run
     */
    public SearchRun<P> forHelper(StopSignal stop, int threads) {
        @SuppressWarnings("unchecked")
        P copy = (P) request.position().copy();
        return forThread(new SearchRequest<>(request.game(), copy, request.moves(), request.evaluator(), request.limits(),
                SearchListener.NONE, stop), threads);
    }

    /** @return the request being searched */
    public SearchRequest<P> request() {
        return request;
    }

    /** @return the position being searched, which the search makes and undoes moves on */
    public P position() {
        return request.position();
    }

    /** @return the team to move in the current position, which must be a decision node */
    public int teamToMove() {
        return request.game().teamOf(request.position().seatToMove());
    }

    /**
     * Counts a visited position and checks the budget.
     *
     * @param ply the position's distance from the root, in moves
     */
    public void countNode(int ply) {
        nodes++;
        deepestPly = Math.max(deepestPly, ply);
        if (nodes >= nodeLimit || nodes >= nextPoll && polledOutOfTimeOrStopped()) {
            stopped = true;
        }
    }

    /** Polls the clock and the stop signal, and fits the nodes to the next poll to the time since the last. */
    private boolean polledOutOfTimeOrStopped() {
        long now = System.nanoTime();
        long sinceLastPoll = now - lastPollNanos;
        if (sinceLastPoll > POLL_TARGET_MICROS * 1_000) {
            pollEvery = Math.max(1, pollEvery / 2);
        } else if (sinceLastPoll < POLL_TARGET_MICROS * 1_000 / 4) {
            pollEvery = Math.min(POLL_INTERVAL, pollEvery * 2);
        }
        lastPollNanos = now;
        nextPoll = nodes + pollEvery;
        return outOfTimeOrStoppedAt(now);
    }

    /** @return whether the stop signal is set or the deadline has passed; reads the clock */
    public boolean outOfTimeOrStopped() {
        return outOfTimeOrStoppedAt(System.nanoTime());
    }

    private boolean outOfTimeOrStoppedAt(long nowNanos) {
        return nowNanos - startNanos >= timeNanos || request.stop().isStopped() || callersStop.isStopped();
    }

    /**
     * Counts positions a strategy visited in bulk, outside the node-by-node budget (a table filled
     * in one pass, say); no limit is checked.
     *
     * @param count the number of positions
     */
    public void countNodes(long count) {
        nodes += count;
    }

    /**
     * Counts the positions a sub-search visited within this search (a probe of a tactical oracle),
     * and checks the budget as {@link #countNode} does: the node limit, and the clock and stop signal
     * whenever the count reaches the next poll's: a search whose probes add dozens of positions at a
     * time still reads the clock as often as their time asks.
     *
     * @param count the number of positions
     */
    public void countSubSearch(long count) {
        nodes += count;
        if (nodes >= nodeLimit || nodes >= nextPoll && polledOutOfTimeOrStopped()) {
            stopped = true;
        }
    }

    /** Ends the search from within, e.g. when a table outgrows its budget; it then reports what it completed. */
    public void stop() {
        stopped = true;
    }

    /** @return whether the stop was asked for before the run started: the caller wants no answer, not a guess */
    public boolean stoppedBeforeStart() {
        return stoppedBeforeStart;
    }

    /** @return whether a limit was reached or a stop was asked for: the search must unwind */
    public boolean stopped() {
        return stopped;
    }

    /** @return the positions visited so far */
    public long nodes() {
        return nodes;
    }

    /** @return the largest ply counted so far */
    public int deepestPly() {
        return deepestPly;
    }

    /** @return the time this move may take: the deadline the run enforces, and the time to aim for */
    public TimeBudget budget() {
        return budget;
    }

    /** @return the milliseconds since the run started */
    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * Tells the request's listener about a completed search or iteration. Called at the root: the
     * variation is formatted by playing it out on the position and taking it back.
     *
     * @param depth the depth completed
     * @param score the score for the team to move at the root
     * @param pv    the principal variation
     */
    public void report(int depth, int score, int[] pv) {
        report(depth, score, pv, nodes);
    }

    /**
     * Reports as {@link #report(int, int, int[])} does, with the positions visited by every thread
     * of a parallel search.
     *
     * @param depth    the depth completed
     * @param score    the score for the team to move at the root
     * @param pv       the principal variation
     * @param allNodes the positions visited so far by all threads
     */
    public void report(int depth, int score, int[] pv, long allNodes) {
        P position = request.position();
        List<String> moves = new ArrayList<>(pv.length);
        for (int move : pv) {
            moves.add(request.game().formatMove(position, move));
            position.makeMove(move);
        }
        for (int i = 0; i < pv.length; i++) {
            position.undoMove();
        }
        request.listener().onProgress(new SearchProgress(depth, score, List.copyOf(moves), allNodes, elapsedMillis()));
    }

    /**
     * @param bestMove   the move to play, or {@link org.stratagem.engine.api.MoveList#NONE}
     * @param score      the score for the team to move at the root
     * @param proven     whether the score is exact
     * @param pv         the principal variation
     * @param depth      the depth completed
     * @param tableBytes the memory held by the strategy's tables
     * @return the result, with this run's node count and time
     */
    public SearchResult result(int bestMove, int score, boolean proven, int[] pv, int depth, long tableBytes) {
        return new SearchResult(bestMove, score, proven, pv, depth, nodes, elapsedMillis(), tableBytes);
    }
}
