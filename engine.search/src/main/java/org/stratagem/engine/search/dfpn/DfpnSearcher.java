package org.stratagem.engine.search.dfpn;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.TableSearcher;

/**
 * The {@code dfpn} strategy: the exact outcome (win, draw or loss for the team to move) of a finite
 * game by depth-first proof-number search (see {@link Dfpn}), which heads for the lines that look
 * easiest to prove or disprove: where a win is forced by a narrow line (a threat sequence, say) it
 * finds it without searching every move to the end in turn, as the solver does. Supports games of
 * two teams, turn-keeping moves and teams of several seats; not chance nor hidden information.
 * Df-pn answers yes-or-no questions: a game with draws takes a second search when the first shows
 * the team to move does not win. The depth limit does not apply (a proof goes to the end); node
 * and time limits and the stop signal do, and a search they cut short is unproven. A session keeps
 * its proof-number table from one search to the next; the table takes the request's memory budget,
 * {@value #DEFAULT_MEGABYTES} MiB if it sets none, growing as it fills and replacing its cheapest
 * entries once it has reached it.
 */
/* service.ranking 30: exact like the solver, but slower where the solver's memo covers the game (the
 * empty board of Triangle War: 3.7 million nodes against 0.94 million): preferred after it. */
@Component(service = Searcher.class, property = "service.ranking:Integer=30")
@StrategyId(DfpnSearcher.ID)
public final class DfpnSearcher extends TableSearcher<ProofTable> {
    /** The strategy id. */
    public static final String ID = "dfpn";
    /** The most memory the table takes when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 64;

    /** The component. */
    public DfpnSearcher() {
        super(ID, GameKinds::twoTeamsWithoutChance, ProofTable::new, DEFAULT_MEGABYTES, Dfpn::search);
    }
}
