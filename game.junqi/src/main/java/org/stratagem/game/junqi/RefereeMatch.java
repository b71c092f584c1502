package org.stratagem.game.junqi;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.stratagem.engine.api.NotationException;

/**
 * Whole games between seats over jbrain, refereed by a {@link Referee}: for each seat on the board
 * {@code START variant seat} (answered {@code OK} within {@link #START_MILLIS}), the {@code INFO} of the turn
 * time and the switches, {@code DEPLOY} (answered within the turn time: a lineup missing, late or illegal is
 * said in the log and replaced by {@link Lineup#STANDARD}), then the {@code LINEUP} lines each seat may see
 * and {@code BEGIN first}; then {@code GO} to the seat to move, each answer judged by the referee and every
 * line the referee gives out sent to every seat, until {@code END}.
 */
final class RefereeMatch {
    /** The time a brain has to answer {@code START}, its start-up included. */
    static final long START_MILLIS = 60_000;

    private final Variant variant;
    private final SeatPlayer[] seats;
    private final long turnMillis;
    private final Consumer<String> log;

    /**
     * @param variant    the rules
     * @param seats      the player of each seat on the board, indexed by seat
     * @param turnMillis the time of each answer to {@code GO} and {@code DEPLOY}
     * @param log        where the referee's notes go: missed turns, replaced lineups, the brains' log lines
     */
    RefereeMatch(Variant variant, SeatPlayer[] seats, long turnMillis, Consumer<String> log) {
        this.variant = variant;
        this.seats = seats.clone();
        this.turnMillis = turnMillis;
        this.log = log;
    }

    /**
     * Plays one game.
     *
     * @param first the seat that moves first, on the board
     * @return the referee at the end of the game
     */
    Referee play(int first) {
        Board board = variant.board();
        Lineup[] lineups = new Lineup[Board.SEATS];
        Map<String, String> options = variant.options();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                lineups[seat] = deploy(seat, options);
            }
        }
        Referee referee = new Referee(variant, lineups, first);
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                referee.lineupsSeenBy(seat).forEach(seats[seat]::send);
                seats[seat].send("BEGIN " + first);
            }
        }
        while (!referee.over()) {
            int seat = referee.toMove();
            String answer = ask(seat, "GO", turnMillis);
            Referee.Turn turn = answer == null ? referee.miss("late: no answer in " + turnMillis + " ms") : referee.answer(answer);
            if (turn.missed() != null) {
                log.accept("seat " + seat + " missed a turn: " + turn.missed());
            }
            for (String line : turn.lines()) {
                for (int other = 0; other < Board.SEATS; other++) {
                    if (board.seated(other)) {
                        seats[other].send(line);
                    }
                }
            }
        }
        return referee;
    }

    private Lineup deploy(int seat, Map<String, String> options) {
        String name = options.get(Variant.VARIANT);
        String started = ask(seat, "START " + name + " " + seat, START_MILLIS);
        if (!"OK".equals(started)) {
            log.accept("seat " + seat + " answered START with '" + started + "'");
        }
        seats[seat].send("INFO timeout_turn " + turnMillis);
        for (String key : List.of(Variant.PARTNER_VISIBLE, Variant.HQ_MOVABLE, Variant.DRAW_AFTER)) {
            seats[seat].send("INFO " + key + " " + options.get(key));
        }
        String lineup = ask(seat, "DEPLOY", turnMillis);
        if (lineup == null) {
            log.accept("seat " + seat + " deployed no lineup in " + turnMillis + " ms: the default lineup stands for it");
            return Lineup.STANDARD;
        }
        try {
            return Referee.lineup(seat, lineup);
        } catch (NotationException illegal) {
            log.accept(illegal.getMessage() + ": the default lineup stands for it");
            return Lineup.STANDARD;
        }
    }

    /** @return the seat's answer to a line, or null if none came in time */
    private String ask(int seat, String line, long millis) {
        seats[seat].drain();
        seats[seat].send(line);
        return seats[seat].await(System.nanoTime() + millis * 1_000_000L);
    }
}
