package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * Gomoku's threat-aware moves: when a threat forces the side to move, only the moves that do not
 * lose to it at once ({@link ForcedReplies}: its own five; else the block of the opponent's five;
 * else its fours and the defences against the opponent's open three); otherwise the
 * {@linkplain NearbyMoves nearby} moves. Either way the moves come strongest first
 * ({@link ThreatOrder}), which is what makes alpha-beta's cutoffs early. When every move loses, the
 * nearby moves are listed all the same (a move must be generated while the game goes on).
 *
 * <p>What it leaves out beyond the nearby moves' cut is exact: the moves pruned in a forced
 * position all lose within three plies. The nearby cut is not: as with {@link NearbyMoves}, a result a
 * search proves with it is proven for the game without the far moves. Registered as {@code movegen.id=threats}, ranked above
 * {@link LegalMoves} (20): the game's default. Thread-safe.
 */
@Component(service = MoveGenerator.class, property = "service.ranking:Integer=20")
@GameId(GomokuGame.ID)
@MovegenId(ThreatMoves.ID)
public final class ThreatMoves implements MoveGenerator<GomokuPosition> {
    /** The generator's id. */
    public static final String ID = "threats";

    private final NearbyMoves nearby = new NearbyMoves();
    private final ThreatOrder order = new ThreatOrder();

    @Override
    public void generate(GomokuPosition position, MoveList out) {
        if (position.isTerminal()) {
            out.clear();
            return;
        }
        ForcedReplies.Threat threat = ForcedReplies.of(position, out);
        if (threat == ForcedReplies.Threat.OWN_FIVE) {
            return;
        }
        if (threat == ForcedReplies.Threat.NONE || out.isEmpty()) {
            nearby.generate(position, out);
        }
        if (out.isEmpty()) {
            position.legalMoves(out);
        }
        order.sort(position, out);
    }
}
