package org.stratagem.game.gomoku;

import java.util.function.BooleanSupplier;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;

/**
 * The strategy {@code vct}: Gomoku's search for a victory by continuous threats, fours and threes
 * ({@link ProofNumberVct}: the win it finds is not always the shortest), on its own, for {@code analyze gomoku POSITION --strategy vct} (see
 * {@link ThreatSearcher}). It looks for a VCF first ({@link Vcf}), which finds the wins by fours in
 * fewer nodes, then spends the rest of its budget on the VCT. Ranked last, so that it is used only
 * when asked for.
 */
@Component(service = Searcher.class, property = "service.ranking:Integer=-100")
@StrategyId(VctSearcher.ID)
public final class VctSearcher extends ThreatSearcher {
    /** The strategy id. */
    public static final String ID = "vct";
    /** The longest VCT it looks for, in the attacker's moves. */
    static final int MAX_MOVES = 30;
    /** The VCT's table of proof numbers: 2^20 positions (16 MiB). */
    private static final int PROOF_NUMBER_BITS = 20;

    /** The strategy. */
    public VctSearcher() {
        super(ID);
    }

    @Override
    ThreatSpaceSearch.Result search(GomokuPosition position, long budget, BooleanSupplier stop) {
        ThreatSpaceSearch.Result fours = searchFours(position, budget, stop);
        if (fours.verdict() == ThreatSpaceSearch.Verdict.WIN || fours.verdict() == ThreatSpaceSearch.Verdict.OUT_OF_NODES) {
            return fours;
        }
        ThreatSpaceSearch.Result threats = new ProofNumberVct(MAX_MOVES, PROOF_NUMBER_BITS).search(position, budget - fours.nodes(), stop);
        return new ThreatSpaceSearch.Result(threats.verdict(), threats.line(), fours.nodes() + threats.nodes(), threats.moves());
    }
}
