package org.stratagem.launcher.it.probe;

import java.util.Dictionary;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.table.TableSolver;

/** Registers a {@link ProbeStrategy} configured by its bundle's headers. */
public class ProbeActivator implements BundleActivator {
    /** The header naming the strategy id. */
    public static final String ID = "Probe-Id";
    /** The header with the score the strategy reports. */
    public static final String SCORE = "Probe-Score";
    /** The header with the service ranking. */
    public static final String RANKING = "Probe-Ranking";
    /** The header with the behaviour: {@code play}, {@code throw}, {@code loop}, {@code unprepared} or {@code table}. */
    public static final String BEHAVIOUR = "Probe-Behaviour";

    @Override
    public void start(BundleContext context) {
        Dictionary<String, String> headers = context.getBundle().getHeaders();
        Dictionary<String, Object> properties = new Hashtable<>();
        properties.put(ServiceProperties.STRATEGY_ID, headers.get(ID));
        properties.put(Constants.SERVICE_RANKING, Integer.valueOf(headers.get(RANKING)));
        ProbeStrategy.bundleActive = true;
        ProbeStrategy probe = new ProbeStrategy(headers.get(ID), headers.get(BEHAVIOUR), Integer.parseInt(headers.get(SCORE)));
        String[] services = ProbeStrategy.TABLE.equals(headers.get(BEHAVIOUR))
                ? new String[] {Searcher.class.getName(), TableSolver.class.getName()} : new String[] {Searcher.class.getName()};
        context.registerService(services, probe, properties);
    }

    @Override
    public void stop(BundleContext context) {
        ProbeStrategy.bundleActive = false;
    }
}
