package org.stratagem.game.junqi;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/**
 * One seat's brain under the jbrain protocol ({@code ../shared/specs/junqi.md}): the answer to each line
 * from the referee. It keeps the rules the referee announced ({@code START}, {@code INFO}), the lineups it
 * was shown, and during a game the {@link SeatView} of its seat, built from {@code LINEUP},
 * {@code RESULT} and {@code OUT} lines alone; its {@link MoveChooser} chooses the moves.
 *
 * <p>Answers: {@code START} {@code OK}; {@code DEPLOY} a lineup from the brain's deployments;
 * {@code GO} {@code MOVE x1,y1 x2,y2} (or {@code PASS} if the seat has no move), chosen within a budget of
 * the turn time ({@link #budgetNanos}); every other command none. A line the brain cannot take (a malformed
 * one, a command out of order, a {@code RESULT} that cannot have happened on its board) is answered
 * {@code ERROR text} and leaves the brain as it was; an unknown command {@code UNKNOWN text}. {@code QUIT}
 * is its caller's to handle.
 */
final class JunqiBrain {
    /** The turn time until {@code INFO timeout_turn} says otherwise, in milliseconds. */
    static final long DEFAULT_TIMEOUT_TURN = 1000;
    /** The longest turn time taken, in milliseconds (a day). */
    private static final long MAX_TIMEOUT_TURN = 86_400_000L;

    private final MoveChooser chooser;
    private final Supplier<Lineup> deployments;
    /** The switches of {@link Variant} announced so far, START's variant included. */
    private final Map<String, String> options = new HashMap<>();
    private final MoveList moves = new MoveList();
    private long timeoutTurn = DEFAULT_TIMEOUT_TURN;
    private Variant variant;
    private int seat = -1;
    private Lineup[] shown = new Lineup[Board.SEATS];
    private Lineup deployed;
    private SeatView view;

    /**
     * @param chooser     chooses the moves
     * @param deployments gives the lineup of each {@code DEPLOY}
     */
    JunqiBrain(MoveChooser chooser, Supplier<Lineup> deployments) {
        this.chooser = chooser;
        this.deployments = deployments;
    }

    /**
     * @param line a line from the referee, other than {@code QUIT}
     * @return the answer's lines: none, or one
     */
    List<String> answer(String line) {
        long received = System.nanoTime();
        String[] words = line.strip().split("\\s+");
        try {
            String answer = switch (words[0]) {
                case "" -> null;
                case "START" -> start(words);
                case "INFO" -> info(words);
                case "DEPLOY" -> deploy();
                case "LINEUP" -> lineup(line);
                case "BEGIN" -> begin(words);
                case "GO" -> go(received);
                case "RESULT" -> result(words);
                case "OUT" -> out(words);
                case "END" -> end();
                default -> "UNKNOWN '" + NotationException.excerpt(words[0]) + "' is not a jbrain command";
            };
            return answer == null ? List.of() : List.of(answer);
        } catch (NotationException refused) {
            return List.of("ERROR " + refused.getMessage());
        }
    }

    /**
     * @return the time to choose a move in: 60% of the turn time (at least a millisecond), the rest kept for
     *         reading, writing and the manager's pipes. A share, not a fixed margin: 100 ms kept back left a
     *         turn of 150 ms no time to search
     */
    long budgetNanos() {
        return Math.max(1_000_000L, timeoutTurn * 1_000_000L * 6 / 10);
    }

    private static void arguments(String[] words, int count) {
        if (words.length != count + 1) {
            throw new NotationException(words[0] + " takes " + count + (count == 1 ? " argument" : " arguments") + ", not "
                    + (words.length - 1));
        }
    }

    private String start(String[] words) {
        arguments(words, 2);
        Map<String, String> announced = new HashMap<>(options);
        announced.put(Variant.VARIANT, words[1]);
        Variant rules = Variant.SIGUO.with(announced);
        int chosen = Observation.seat(words[2]);
        if (!rules.board().seated(chosen)) {
            throw new NotationException("seat " + chosen + " does not play a " + words[1]);
        }
        options.put(Variant.VARIANT, words[1]);
        variant = rules;
        seat = chosen;
        shown = new Lineup[Board.SEATS];
        deployed = null;
        view = null;
        chooser.warmUp(rules, chosen);
        return "OK";
    }

    private String info(String[] words) {
        arguments(words, 2);
        String key = words[1];
        if (key.equals("timeout_turn")) {
            if (!words[2].matches("[0-9]{1,9}") || Long.parseLong(words[2]) < 1 || Long.parseLong(words[2]) > MAX_TIMEOUT_TURN) {
                throw new NotationException("INFO timeout_turn '" + NotationException.excerpt(words[2]) + "' is not a time of 1 to "
                        + MAX_TIMEOUT_TURN + " ms");
            }
            timeoutTurn = Long.parseLong(words[2]);
        } else if (List.of(Variant.PARTNER_VISIBLE, Variant.HQ_MOVABLE, Variant.DRAW_AFTER).contains(key)) {
            Variant rules = (variant == null ? Variant.SIGUO : variant).with(Map.of(key, words[2]));
            options.put(key, words[2]);
            if (variant != null) {
                variant = rules;
            }
        }
        return null;
    }

    private void started() {
        if (variant == null) {
            throw new NotationException("no game announced: START first");
        }
    }

    private String deploy() {
        started();
        deployed = deployments.get();
        return deployed.toString();
    }

    private String lineup(String line) {
        started();
        String[] parts = line.strip().split("\\s+", 3);
        int owner = Observation.seat(parts.length > 1 ? parts[1] : "");
        if (owner != seat && owner != variant.board().partnerOf(seat)) {
            throw new NotationException("LINEUP of seat " + owner + ", neither seat " + seat + " nor its partner");
        }
        shown[owner] = Lineup.parse(parts.length > 2 ? parts[2] : "");
        return null;
    }

    private String begin(String[] words) {
        started();
        arguments(words, 1);
        int first = Observation.seat(words[1]);
        if (!variant.board().seated(first)) {
            throw new NotationException("BEGIN " + first + ": that seat does not play");
        }
        Lineup[] lineups = shown.clone();
        if (lineups[seat] == null) {
            if (deployed == null) {
                throw new NotationException("BEGIN without a lineup of seat " + seat + ": neither DEPLOY nor LINEUP " + seat);
            }
            lineups[seat] = deployed;
        }
        view = new SeatView(variant, seat, lineups);
        chooser.begin(view);
        return null;
    }

    private SeatView playing() {
        if (view == null) {
            throw new NotationException("no game in progress: BEGIN first");
        }
        return view;
    }

    private String go(long received) {
        SeatView playing = playing();
        playing.legalMoves(moves);
        if (moves.size() == 0) {
            return "PASS";
        }
        int move = chooser.choose(playing, received + budgetNanos());
        Board board = playing.board();
        return "MOVE " + board.name(JunqiPosition.from(move)) + " " + board.name(JunqiPosition.to(move));
    }

    private String result(String[] words) {
        SeatView playing = playing();
        Observation observation = Observation.parse(playing.board(), words);
        playing.check(observation);
        chooser.observe(playing, observation);
        playing.apply(observation);
        return null;
    }

    private String out(String[] words) {
        SeatView playing = playing();
        arguments(words, 2);
        int owner = Observation.seat(words[1]);
        if (!List.of("flag", "nomoves", "resigned", "timeouts").contains(words[2])) {
            throw new NotationException("OUT reason '" + NotationException.excerpt(words[2])
                    + "' is not flag, nomoves, resigned or timeouts");
        }
        chooser.eliminated(playing, owner);
        playing.eliminate(owner);
        return null;
    }

    private String end() {
        view = null;
        return null;
    }
}
