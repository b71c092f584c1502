package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.QuiescenceMoves;

/**
 * Gomoku's moves past the search's horizon ({@link QuiescenceMoves}), the threats that decide the
 * next plies, so that no position is judged with a five about to be made, a four about to be blocked
 * or an open three about to become a straight four:
 * <ul>
 * <li>the side to move can make five: that point, which it must play (it wins);</li>
 * <li>the opponent can make five: the blocks ({@link ForcedReplies}), one of which it must play; when
 * none stops every five the game is lost and the evaluator says so ({@link PatternEvaluator#LOSS_NEXT});</li>
 * <li>the opponent has an open three: the side to move's fours and the defences ({@link ForcedReplies}),
 * one of which it must play; when there are none it stands pat, on the evaluator's judgement of the
 * open three;</li>
 * <li>otherwise: its fours and, at the horizon itself only, the points where it makes an open three,
 * strongest first ({@link ThreatOrder}); it may stand pat instead. Each four forces the block that
 * follows it, so a quiescence search over them is a search for a victory by continuous fours at the
 * horizon; an open three there forces a defence, after which the fours go on.</li>
 * </ul>
 * Thread-safe.
 */
final class HorizonThreats implements QuiescenceMoves<GomokuPosition> {
    private final ThreatOrder order = new ThreatOrder();

    /** The moves a ply or more past the horizon: the fives, the blocks, the defences, the fours. */
    @Override
    public boolean horizonMoves(GomokuPosition position, MoveList out) {
        return horizonMoves(position, out, 1);
    }

    @Override
    public boolean horizonMoves(GomokuPosition position, MoveList out, int pliesPast) {
        if (ForcedReplies.of(position, out) != ForcedReplies.Threat.NONE) {
            order.sort(position, out);
            return !out.isEmpty();
        }
        int mover = position.colourToMove();
        ForcedReplies.addFours(position, mover, out);
        if (pliesPast == 0) {
            addOpenThrees(position, mover, out);
        }
        order.sort(position, out);
        return false;
    }

    /** Adds the points, not yet listed, where a stone of the colour makes an open three and that it may play. */
    private static void addOpenThrees(GomokuPosition position, int colour, MoveList out) {
        for (int i = 0; i < position.patternCount(colour, Pattern.OPEN_THREE); i++) {
            int point = position.threatPoint(colour, Pattern.OPEN_THREE, i);
            if (position.mayPlay(colour, point) && !out.contains(point)) {
                out.add(point);
            }
        }
    }
}
