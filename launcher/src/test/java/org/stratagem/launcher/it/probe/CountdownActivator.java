package org.stratagem.launcher.it.probe;

import java.util.Dictionary;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.testkit.Countdown;
import org.stratagem.testkit.Countdown.Flaw;

/**
 * A third party's game bundle: the test kit's countdown, with the pile and the flaw its bundle's
 * headers {@value #TOKENS} and {@value #FLAW} say.
 */
public class CountdownActivator implements BundleActivator {
    /** The header with the full pile. */
    public static final String TOKENS = "Probe-Tokens";
    /** The header with the flaw, a {@link Flaw} name. */
    public static final String FLAW = "Probe-Flaw";

    @Override
    public void start(BundleContext context) {
        Dictionary<String, String> headers = context.getBundle().getHeaders();
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(ServiceProperties.GAME_ID, Countdown.ID);
        context.registerService(Game.class,
                new Countdown(Integer.parseInt(headers.get(TOKENS)), Flaw.valueOf(headers.get(FLAW))), properties);
    }

    @Override
    public void stop(BundleContext context) {
        // the framework withdraws the game with the bundle
    }
}
