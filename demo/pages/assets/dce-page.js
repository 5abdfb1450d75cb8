/** The drug cost estimator page's own buttons open the stand-in drawer (a file, not an inline script: strict CSP). */
document.getElementById('open-dce').addEventListener('click', () => window.dceDrawer.open({ view: 'buildDrugList', profile: true }));
document.getElementById('open-pharmacy').addEventListener('click', () => window.dceDrawer.open({ view: 'pharmacyChange', profile: true }));
