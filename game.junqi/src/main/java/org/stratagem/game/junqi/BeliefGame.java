package org.stratagem.game.junqi;

import java.util.Arrays;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchHints;

/**
 * Junqi as one seat believes it ({@link BeliefPosition}): a game of chance with full information, four
 * seats in two teams, that engine.search's expectimax searches like any other (teams {0, 2} and {1, 3},
 * the turn passing as in {@link JunqiPosition}). Not registered as a service: a {@link JunqiThinker}
 * makes one for each search from the seat's {@link Beliefs}; its evaluator ({@link BeliefEvaluator}) and
 * move generator ({@link ContactMoves}) are, under its id {@value #ID}, for configurations to name.
 *
 * <p>Notation: positions have none of their own (they are made from beliefs, never typed), so
 * {@link #parsePosition} refuses every text but the empty one, the initial position as seat 0 believes it
 * with the variant's lineups (its own and its partner's seen); {@link #formatPosition} writes the
 * stand-in board ({@link PositionNotation}'s observation, the pending attack, and each piece's weights),
 * for logs. Moves are {@link JunqiGame}'s ({@code x1,y1 x2,y2}); a chance outcome is written as its
 * {@link Collision}, with {@code +FLAG} when it takes the flag.
 */
final class BeliefGame implements Game<BeliefPosition>, SearchHints {
    /** The id of the belief state, under which its evaluator and move generators are registered. */
    static final String ID = "junqi-belief";

    private final Variant variant;
    private final JunqiGame rules;

    /** @param variant the rules */
    BeliefGame(Variant variant) {
        this.variant = variant;
        rules = new JunqiGame().variant(variant.options());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Junqi belief state " + variant.options();
    }

    @Override
    public GameTraits traits() {
        return variant.traits().withChance();
    }

    @Override
    public int teamOf(int seat) {
        return variant.board().teamOf(seat);
    }

    /** A won game is worth 1. */
    @Override
    public int valueBound() {
        return 1;
    }

    @Override
    public BeliefPosition parsePosition(String text) {
        if (!text.isEmpty()) {
            throw new NotationException("a belief state is made from beliefs, not from text: '" + NotationException.excerpt(text) + "'");
        }
        Lineup[] lineups = variant.lineups();
        Board board = variant.board();
        return BeliefPosition.of(new Beliefs(variant, 0, lineups[0], variant.partnerVisible() ? lineups[board.partnerOf(0)] : null), 0);
    }

    @Override
    public String formatPosition(BeliefPosition position) {
        StringBuilder text = new StringBuilder(PositionNotation.format(position.board(), position.board().turn()));
        if (position.pending() >= 0) {
            text.append(" ; pending ").append(rules.formatMove(position.board(), position.pending()));
        }
        Board board = variant.board();
        for (int cell = 0; cell < board.size(); cell++) {
            int[] weights = position.weights(cell);
            if (weights != null && Integer.bitCount(BeliefPosition.maskOf(weights)) > 1) {
                text.append(" ; ").append(board.name(cell)).append(' ').append(Arrays.toString(weights));
            }
        }
        return text.toString();
    }

    @Override
    public int parseMove(BeliefPosition position, String text) {
        if (position.pending() >= 0) {
            String outcome = text.strip();
            Collision clash = Collision.ofToken(outcome.replace("+FLAG", ""));
            for (int move : outcomes(position)) {
                if (BeliefPosition.clashOf(move) == clash && BeliefPosition.flagTakenBy(move) == outcome.endsWith("+FLAG")) {
                    return move;
                }
            }
            throw new NotationException("'" + NotationException.excerpt(text) + "' is not a possible outcome of the attack");
        }
        return rules.parseMove(position.board(), text);
    }

    private static int[] outcomes(BeliefPosition position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        return moves.toArray();
    }

    @Override
    public String formatMove(BeliefPosition position, int move) {
        if (BeliefPosition.isOutcome(move)) {
            return BeliefPosition.clashOf(move) + (BeliefPosition.flagTakenBy(move) ? "+FLAG" : "");
        }
        return rules.formatMove(position.board(), move);
    }
}
