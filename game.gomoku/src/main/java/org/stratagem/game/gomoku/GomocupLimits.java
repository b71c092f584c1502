package org.stratagem.game.gomoku;

import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/**
 * The time and memory a Gomocup manager allows, as it announces them in {@code INFO} lines, turned
 * into the limits of one search. The manager forfeits a brain that overruns, so every figure keeps a
 * margin for what the manager counts and the search does not (reading the command, the platform's
 * hand-over to the search thread, printing the move, a garbage collection, the JVM's own memory).
 *
 * <ul>
 * <li>{@code timeout_turn} (ms): the search gets it less a reserve of {@value #TURN_RESERVE_PERCENT}%, at
 *     least {@value #TURN_RESERVE_MILLIS} ms (measured: a 1000 ms turn answered in up to 0.96 s with a
 *     tenth kept back, on a loaded machine); 0, "as fast as possible", gets {@value #FAST_MILLIS} ms. Until
 *     the manager says, a move gets {@value #DEFAULT_TURN_MILLIS} ms.
 * <li>{@code time_left} (ms), sent before every move when the match is timed: a sudden-death
 *     {@link GameClock} with that time less {@value #MATCH_RESERVE_MILLIS} ms, from which the searcher
 *     takes a share (its own time management). {@code timeout_match} 0 or a {@code time_left} of
 *     {@value #UNLIMITED} means an untimed match. The protocol obliges a timed manager to send
 *     {@code time_left}, so the clock rests on it alone.
 * <li>{@code max_memory} (bytes): the search's tables get half of what is left after
 *     {@value #JVM_RESERVE_MIB} MiB for the JVM and the platform, at least 1 MiB; 0 (no limit) lets the
 *     strategy choose. The tables never outgrow the Java heap's room, which the brain's launcher keeps
 *     small (at most 256 MiB: the {@code stratagem} script's brain options), so that the whole process
 *     stays within Gomocup's 350 MB. The tables are prepared for that memory when it is told
 *     ({@link #forTables()}), not within a move.
 * <li>{@code thread_num} (an extension of Yixin-Board's, which Rapfi and Embryo take too): the threads each
 *     search runs on (Lazy SMP), 1 until the manager says, at most the machine's processors.
 * </ul>
 */
final class GomocupLimits {
    /** The search time of a move under {@code timeout_turn 0}: time for a shallow search only. */
    static final long FAST_MILLIS = 30;
    /** The turn time until the manager sends {@code timeout_turn}. */
    static final long DEFAULT_TURN_MILLIS = 1000;
    /** The least a move keeps back of its turn time. */
    static final long TURN_RESERVE_MILLIS = 80;
    /** The share of the turn kept back, in percent. */
    static final long TURN_RESERVE_PERCENT = 15;
    /** What the clock keeps back of the match time left, beyond the clock's own reserve. */
    static final long MATCH_RESERVE_MILLIS = 100;
    /** The {@code time_left} of an untimed match, as the protocol writes it. */
    static final long UNLIMITED = Integer.MAX_VALUE;
    /**
     * The memory of the JVM, the framework and the bundles, which the tables must leave free: the brain's
     * peak resident memory is about 200 MiB with the heap cut to 160 MiB, and under a {@code max_memory}
     * of 256 MiB its peak reached 241–260 MiB in one run of six with 160 MiB kept here.
     */
    static final long JVM_RESERVE_MIB = 200;

    private long turnMillis = DEFAULT_TURN_MILLIS;
    private long matchMillis = UNLIMITED;
    private long timeLeftMillis = UNLIMITED;
    private long memoryBytes;
    private int threads = 1;

    /** @param millis {@code INFO timeout_turn}: the time of one move, 0 for as fast as possible */
    void turn(long millis) {
        turnMillis = Math.max(0, millis);
    }

    /** @param millis {@code INFO timeout_match}: the time of the whole match, 0 for no limit */
    void match(long millis) {
        matchMillis = millis;
    }

    /**
     * @param millis {@code INFO time_left}: what is left of the match time, negative when overdrawn (any
     *               overdraft is the same: the least time there is; kept from overflowing the reserve)
     */
    void timeLeft(long millis) {
        timeLeftMillis = Math.max(-1, millis);
    }

    /** @param bytes {@code INFO max_memory}: the memory of the whole brain, 0 for no limit */
    void memory(long bytes) {
        memoryBytes = Math.max(0, bytes);
    }

    /**
     * @param count {@code INFO thread_num}: the threads to search with, taken as 1 below it and as the
     *              machine's processors above them
     */
    void threads(long count) {
        threads = (int) Math.max(1, Math.min(count, Runtime.getRuntime().availableProcessors()));
    }

    /** @return the limits of the next move's search */
    SearchLimits forMove() {
        long reserve = Math.max(TURN_RESERVE_MILLIS, turnMillis * TURN_RESERVE_PERCENT / 100);
        long moveMillis = turnMillis == 0 ? FAST_MILLIS : Math.max(1, turnMillis - reserve);
        return new SearchLimits(0, 0, moveMillis, tableMib(), threads, clock());
    }

    /** @return the limits to prepare the tables with: the memory told, no time (the tables serve the whole game) */
    SearchLimits forTables() {
        return new SearchLimits(0, 0, 0, tableMib(), 1);
    }

    private GameClock clock() {
        if (matchMillis == 0 || timeLeftMillis >= UNLIMITED) {
            return GameClock.NONE;
        }
        return GameClock.of(Math.max(1, timeLeftMillis - MATCH_RESERVE_MILLIS), 0);
    }

    private int tableMib() {
        if (memoryBytes == 0) {
            return 0;
        }
        long mib = memoryBytes >> 20;
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (mib - JVM_RESERVE_MIB) / 2));
    }
}
