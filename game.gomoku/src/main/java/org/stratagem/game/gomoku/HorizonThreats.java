package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.QuiescenceMoves;

/**
 * Gomoku's moves past the search's horizon ({@link QuiescenceMoves}), the threats that decide the
 * next plies, so that no position is judged with a five about to be made or a four about to be blocked:
 * <ul>
 * <li>the side to move can make five: that point, which it must play (it wins);</li>
 * <li>the opponent can make five: the blocks ({@link ForcedReplies}), one of which it must play; when
 * none stops every five the game is lost and the evaluator says so ({@link PatternEvaluator#LOSS_NEXT});</li>
 * <li>otherwise: its fours, strongest first ({@link ThreatOrder}); it may stand pat instead. Each four
 * forces the block that follows it, so a quiescence search over them is a search for a victory by
 * continuous fours at the horizon.</li>
 * </ul>
 * Thread-safe.
 */
final class HorizonThreats implements QuiescenceMoves<GomokuPosition> {
    private final ThreatOrder order = new ThreatOrder();

    @Override
    public boolean horizonMoves(GomokuPosition position, MoveList out) {
        ForcedReplies.Threat threat = ForcedReplies.of(position, out);
        if (threat == ForcedReplies.Threat.OWN_FIVE || threat == ForcedReplies.Threat.FIVE) {
            return !out.isEmpty();
        }
        out.clear();
        ForcedReplies.addFours(position, position.colourToMove(), out);
        order.sort(position, out);
        return false;
    }
}
