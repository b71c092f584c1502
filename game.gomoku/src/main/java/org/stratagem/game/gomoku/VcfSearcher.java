package org.stratagem.game.gomoku;

import java.util.function.BooleanSupplier;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;

/**
 * The strategy {@code vcf}: Gomoku's search for a victory by continuous fours ({@link Vcf}) on its own,
 * for {@code analyze gomoku POSITION --strategy vcf} (see {@link ThreatSearcher}). Ranked last, so that
 * it is used only when asked for.
 */
@Component(service = Searcher.class, property = "service.ranking:Integer=-100")
@StrategyId(VcfSearcher.ID)
public final class VcfSearcher extends ThreatSearcher {
    /** The strategy id. */
    public static final String ID = "vcf";

    /** The strategy. */
    public VcfSearcher() {
        super(ID);
    }

    @Override
    Vcf.Result search(GomokuPosition position, long budget, BooleanSupplier stop) {
        return searchFours(position, budget, stop);
    }
}
