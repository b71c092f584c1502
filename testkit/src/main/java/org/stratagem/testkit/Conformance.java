package org.stratagem.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.table.IndexedGame;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.testkit.ConformanceReport.Violation;

/**
 * The conformance suite of the game contracts, in the manner of OpenSpiel's generic tests: seeded random
 * games from the initial position, checking after every move that
 * <ul>
 * <li>a position is terminal exactly when nobody is to move and it has no legal moves; its moves are
 *     distinct; a decision belongs to a seat and a team of the game's traits; a live game has no result;</li>
 * <li>at a terminal position the results of two teams sum to zero and stay within the game's value bound;
 *     at a chance node the probabilities are in (0, 1] and sum to one; decision moves cost at least 1;</li>
 * <li>the notation round-trips: {@code format(parse(format(p)))} is the same text with the same key and
 *     canonical key and no history, and every legal move parses back from its notation; text that is not
 *     a position is refused with a {@link NotationException}, never another exception;</li>
 * <li>every legal move, made and undone, changes the key and then restores the key, the canonical key,
 *     the notation, the move count and the legal moves exactly; a copy is independent of its original;
 *     undoing the whole game walks back through the same keys; undo at the start is refused;</li>
 * <li>positions with equal exact keys agree in seat, end and number of moves; without turn-keeping a
 *     decision hands the turn to the other team;</li>
 * <li>with hidden information, a position sampled as consistent with a seat's observation gives that seat
 *     the same observation (the observation leaks nothing the sample changed);</li>
 * <li>an indexed state space maps a position to an index in range whose representative maps back to it,
 *     and random indices round-trip (a bijection on a sample);</li>
 * <li>in games of two teams, positions near the end with equal canonical keys have equal values for the
 *     side to move, computed exactly by a reference minimax (expectation at chance nodes).</li>
 * </ul>
 * The first violation ends the check and is reported with the moves that lead to it; an exception thrown
 * by the game is a violation too.
 *
 * @param <P> the game's position type
 */
public final class Conformance<P extends Position> {
    /** The longest game played: puzzles can be played forever. */
    public static final int MAX_MOVES = 150;
    /** The positions a reference value may search; larger subtrees are not valued. */
    static final int VALUE_BUDGET = 20_000;
    private static final int SAMPLED_INDICES = 200;
    private static final List<String> NOT_POSITIONS = List.of("?", "\u0000", "x/y/z", "99:0:0", "--/pbpbpb", "  ;;  ");

    private final Game<P> game;
    private final List<String> starts;
    private final GameTraits traits;
    private final Random random;
    private final List<String> line = new ArrayList<>();
    private final Map<Long, String> signatureOfKey = new HashMap<>();
    private final Map<Long, Double> valueOfCanonicalKey = new HashMap<>();
    private final MoveList moves = new MoveList();
    private String start = "";
    private long positions;

    private Conformance(Game<P> game, List<String> starts, long seed) {
        this.game = game;
        this.starts = List.copyOf(starts);
        this.traits = game.traits();
        this.random = new Random(seed);
    }

    /**
     * @param game  the game, played from its initial position {@code parsePosition("")}
     * @param games the random games to play
     * @param seed  the seed of the random choices: the same seed, the same games
     * @param <P>   the game's position type
     * @return what was checked, and the first violation if any
     */
    public static <P extends Position> ConformanceReport check(Game<P> game, int games, long seed) {
        return check(game, List.of(""), games, seed);
    }

    /**
     * @param game   the game
     * @param starts the positions to play from, in the game's notation (a game without an initial
     *               position, or one with several variants of it); each game starts from one at random
     * @param games  the random games to play
     * @param seed   the seed of the random choices: the same seed, the same games
     * @param <P>    the game's position type
     * @return what was checked, and the first violation if any
     */
    public static <P extends Position> ConformanceReport check(Game<P> game, List<String> starts, int games, long seed) {
        Conformance<P> conformance = new Conformance<>(game, starts, seed);
        int played = 0;
        try {
            conformance.checkNotationRefusals();
            conformance.checkIndexSample();
            for (; played < games; played++) {
                conformance.playOneGame();
            }
        } catch (Broken broken) {
            return conformance.report(played, broken.getMessage());
        } catch (RuntimeException thrown) {
            return conformance.report(played, "the game threw " + thrown);
        }
        return new ConformanceReport(game.id(), played, conformance.positions, Optional.empty());
    }

    private ConformanceReport report(int played, String message) {
        return new ConformanceReport(game.id(), played + 1, positions, Optional.of(new Violation(start, line, message)));
    }

    private void playOneGame() {
        line.clear();
        start = starts.get(random.nextInt(starts.size()));
        P position = game.parsePosition(start);
        requireRefusal(position::undoMove, "undo at the start position must throw IllegalStateException");
        List<Long> keys = new ArrayList<>();
        P midway = null;
        while (true) {
            checkPosition(position);
            if (position.isTerminal() || keys.size() == MAX_MOVES) {
                break;
            }
            checkEveryUndo(position);
            keys.add(position.key());
            int seatBefore = position.seatToMove();
            int move = moves.get(random.nextInt(moves.size()));
            line.add(game.formatMove(position, move));
            position.makeMove(move);
            require(position.movesMade() == keys.size(), "movesMade() is " + position.movesMade() + " after "
                    + keys.size() + " moves");
            checkTurn(seatBefore, position.seatToMove());
            if (midway == null && random.nextInt(4) == 0) {
                midway = checkedCopy(position);
            }
        }
        unwind(position, keys, true);
        if (midway != null) {
            unwind(midway, keys.subList(0, midway.movesMade()), false);
        }
    }

    private void checkPosition(P position) {
        positions++;
        int seat = position.seatToMove();
        String text = game.formatPosition(position);
        position.legalMoves(moves);
        require(position.isTerminal() == (seat == Position.NOBODY), at(text) + ": terminal exactly when nobody is to move");
        require(position.isTerminal() == moves.isEmpty(), at(text) + ": no legal moves exactly when terminal");
        int[] listed = moves.toArray();
        require(listed.length == Arrays.stream(listed).distinct().count(), at(text) + ": the legal moves are not distinct");
        checkKeys(position, text, listed.length);
        checkNotation(position, text, listed);
        if (position.isTerminal()) {
            checkResults(position, text);
        } else if (seat == Position.CHANCE) {
            checkChance(text);
        } else {
            checkDecision(position, text, seat);
        }
        checkHiddenInformation(position, text);
        checkStateSpace(position, text);
    }

    /** Equal exact keys, equal positions: the same seat, end and number of moves. */
    private void checkKeys(P position, String text, int moveCount) {
        if (traits.keyKind() != KeyKind.EXACT) {
            return;
        }
        String signature = "seat " + position.seatToMove() + ", " + moveCount + " moves";
        String previous = signatureOfKey.putIfAbsent(position.key(), signature);
        require(previous == null || previous.equals(signature), at(text) + ": exact key " + position.key()
                + " is shared by a position with " + previous + " and this one with " + signature);
    }

    private void checkNotation(P position, String text, int[] listed) {
        P parsed = game.parsePosition(text);
        require(position.key() == parsed.key(), at(text) + ": parse(format(p)) has another key");
        require(position.canonicalKey() == parsed.canonicalKey(), at(text) + ": parse(format(p)) has another canonical key");
        require(text.equals(game.formatPosition(parsed)), at(text) + ": format(parse(text)) is '" + game.formatPosition(parsed) + "'");
        require(parsed.movesMade() == 0, at(text) + ": a parsed position has moves to undo");
        for (int move : listed) {
            String notation = game.formatMove(position, move);
            require(game.parseMove(position, notation) == move, at(text) + ": move '" + notation + "' parses to another move");
        }
    }

    private void checkResults(P position, String text) {
        if (traits.teams() == 2) {
            require(position.terminalValue(0) + position.terminalValue(1) == 0, at(text) + ": the results of two teams do not sum to zero");
        }
        int bound = SearchHints.of(game).valueBound();
        require(bound == 0 || Math.abs(position.terminalValue(0)) <= bound, at(text) + ": result " + position.terminalValue(0)
                + " beyond the game's value bound " + bound);
    }

    private void checkChance(String text) {
        require(traits.chance(), at(text) + ": a chance node in a game whose traits have no chance");
        double sum = 0;
        for (int i = 0; i < moves.size(); i++) {
            double probability = moves.probability(i);
            require(probability > 0 && probability <= 1, at(text) + ": chance probability " + probability);
            sum += probability;
        }
        require(Math.abs(sum - 1) < 1e-9, at(text) + ": chance probabilities sum to " + sum);
    }

    private void checkDecision(P position, String text, int seat) {
        require(seat >= 0 && seat < traits.seats(), at(text) + ": seat " + seat + " of a game of " + traits.seats());
        int team = game.teamOf(seat);
        require(team >= 0 && team < traits.teams(), at(text) + ": team " + team + " of a game of " + traits.teams());
        requireRefusal(() -> position.terminalValue(team), at(text) + ": the result of a live game must throw IllegalStateException");
        for (int i = 0; i < moves.size(); i++) {
            require(Double.isNaN(moves.probability(i)), at(text) + ": a decision move has a probability");
            require(position.moveCost(moves.get(i)) >= 1, at(text) + ": a move costs less than 1");
        }
    }

    private void checkHiddenInformation(P position, String text) {
        Optional<HiddenInformation<P>> hidden = HiddenInformation.of(game);
        if (hidden.isEmpty() || position.isTerminal()) {
            return;
        }
        for (int seat = 0; seat < traits.seats(); seat++) {
            String observation = hidden.get().observation(position, seat);
            P sample = hidden.get().sampleConsistent(position, seat, random);
            require(observation.equals(hidden.get().observation(sample, seat)), at(text) + ": seat " + seat
                    + " observes '" + observation + "' but a consistent sample gives another observation");
            require(text.equals(game.formatPosition(position)), at(text) + ": sampling changed the true position");
        }
    }

    private void checkStateSpace(P position, String text) {
        Optional<IndexedStateSpace<P>> space = IndexedGame.stateSpaceOf(game);
        if (space.isEmpty()) {
            return;
        }
        long index = space.get().indexOf(position);
        require(index >= 0 && index < space.get().size(), at(text) + ": index " + index + " outside 0.." + (space.get().size() - 1));
        P representative = space.get().positionAt(index);
        require(space.get().indexOf(representative) == index, at(text) + ": the representative of index " + index
                + " has another index");
        require(representative.movesMade() == 0, at(text) + ": a representative has moves to undo");
    }

    /** Random indices of a state space map to positions that map back: a bijection on a sample. */
    private void checkIndexSample() {
        Optional<IndexedStateSpace<P>> space = IndexedGame.stateSpaceOf(game);
        if (space.isEmpty()) {
            return;
        }
        long size = space.get().size();
        for (int i = 0; i < SAMPLED_INDICES && i < size; i++) {
            long index = i == 0 ? 0 : i == 1 ? size - 1 : Math.floorMod(random.nextLong(), size);
            require(space.get().indexOf(space.get().positionAt(index)) == index, "state index " + index + " does not round-trip");
        }
    }

    /** Text that is not a position is refused with a NotationException, or parses and round-trips. */
    private void checkNotationRefusals() {
        for (String text : NOT_POSITIONS) {
            try {
                P position = game.parsePosition(text);
                String formatted = game.formatPosition(position);
                require(game.parsePosition(formatted).key() == position.key(), "'" + text + "' parses, but its notation '"
                        + formatted + "' does not parse back to it");
            } catch (NotationException refused) {
                require(refused.getMessage() != null && !refused.getMessage().isBlank(), "'" + text + "' is refused without a message");
            }
        }
    }

    /** Every legal move, made and undone, restores the exact state. */
    private void checkEveryUndo(P position) {
        long key = position.key();
        long canonical = position.canonicalKey();
        String text = game.formatPosition(position);
        int made = position.movesMade();
        int[] listed = moves.toArray();
        for (int move : listed) {
            String notation = game.formatMove(position, move);
            position.makeMove(move);
            require(position.key() != key, at(text) + ": move '" + notation + "' leaves the key unchanged");
            position.undoMove();
            require(position.key() == key, at(text) + ": undo does not restore the key");
            require(position.canonicalKey() == canonical, at(text) + ": undo does not restore the canonical key");
            require(text.equals(game.formatPosition(position)), at(text) + ": undo leaves '" + game.formatPosition(position) + "'");
            require(position.movesMade() == made, at(text) + ": undo does not restore the move count");
        }
        position.legalMoves(moves);
        require(Arrays.equals(listed, moves.toArray()), at(text) + ": undo does not restore the legal moves");
    }

    /** Without turn-keeping, a decision hands the turn to the other team. */
    private void checkTurn(int seatBefore, int seatAfter) {
        if (!traits.turnKeeping() && traits.teams() > 1 && seatBefore >= 0 && seatAfter >= 0) {
            require(game.teamOf(seatBefore) != game.teamOf(seatAfter), "the turn stayed with the team of seat " + seatBefore
                    + " in a game without turn-keeping");
        }
    }

    /** A copy has the same state and history, and is independent of its original. */
    @SuppressWarnings("unchecked")
    private P checkedCopy(P position) {
        P copy = (P) position.copy();
        String text = game.formatPosition(position);
        require(copy.key() == position.key() && copy.movesMade() == position.movesMade()
                && text.equals(game.formatPosition(copy)), at(text) + ": a copy differs from its original");
        if (!position.isTerminal()) {
            MoveList copyMoves = new MoveList();
            copy.legalMoves(copyMoves);
            long key = position.key();
            copy.makeMove(copyMoves.get(0));
            require(position.key() == key, at(text) + ": a move on a copy changed the original");
            copy.undoMove();
        }
        return copy;
    }

    /**
     * Undoes every move back to the start, checking each position's key against the one recorded on the
     * way; along the game's own line, the moves reported shorten with it, and the positions near the end
     * are valued by the reference minimax while their subtrees are small.
     */
    private void unwind(P position, List<Long> keys, boolean gameLine) {
        boolean valuing = gameLine && traits.teams() == 2;
        for (int i = keys.size() - 1; i >= 0; i--) {
            if (valuing) {
                valuing = checkValue(position);
            }
            position.undoMove();
            if (gameLine) {
                line.remove(line.size() - 1);
            }
            require(position.key() == keys.get(i), "undo back to move " + i + " does not restore its key");
        }
        require(position.movesMade() == 0, "undoing every move leaves movesMade() at " + position.movesMade());
        if (gameLine) {
            line.clear();
        }
        requireRefusal(position::undoMove, "undo past the start must throw IllegalStateException");
    }

    /** @return whether the position was small enough to value (an earlier one will not be) */
    private boolean checkValue(P position) {
        int seat = position.seatToMove();
        if (position.isTerminal() || seat < 0) {
            return true;
        }
        int team = game.teamOf(seat);
        double value = ReferenceValue.of(game, position, team, VALUE_BUDGET);
        if (Double.isNaN(value)) {
            return false;
        }
        Double known = valueOfCanonicalKey.putIfAbsent(position.canonicalKey(), value);
        require(known == null || Math.abs(known - value) < 1e-9, at(game.formatPosition(position)) + ": value " + value
                + " for the side to move, but " + known + " for another position of canonical key " + position.canonicalKey());
        return true;
    }

    /** @return a position named by its notation, quoted (the initial position's may be empty) */
    private static String at(String text) {
        return "position '" + text + "'";
    }

    private static void require(boolean holds, String message) {
        if (!holds) {
            throw new Broken(message);
        }
    }

    private static void requireRefusal(Runnable action, String message) {
        try {
            action.run();
        } catch (IllegalStateException refused) {
            return;
        }
        throw new Broken(message);
    }

    /** A broken contract, unwinding the check to its report. */
    private static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Broken(String message) {
            super(message, null, false, false);
        }
    }
}
